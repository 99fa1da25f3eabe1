/**
 * `npm run mail:preview`: every template in every language, rendered from its sample data, as
 * HTML and text files in .data/mail-preview/ (or the folder given as the first argument).
 */
import fs from 'node:fs'
import path from 'node:path'
import { SITE_LOCALES } from '@gruha/shared'
import { renderMail } from './render'
import { mailTemplates, type MailData, type MailTemplateName } from './templates'

const root = path.resolve(import.meta.dirname, '..', '..', '..')
const outDir = path.resolve(process.argv[2] ?? path.join(root, '.data', 'mail-preview'))
fs.mkdirSync(outDir, { recursive: true })

const links: string[] = []
for (const name of Object.keys(mailTemplates) as MailTemplateName[]) {
  for (const locale of SITE_LOCALES) {
    const mail = await renderMail(name, mailTemplates[name].sample as MailData<typeof name>, locale)
    const base = `${name}.${locale}`
    fs.writeFileSync(path.join(outDir, `${base}.html`), mail.html)
    fs.writeFileSync(path.join(outDir, `${base}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`)
    links.push(`<li><a href="${base}.html">${base}</a> (<a href="${base}.txt">text</a>)</li>`)
  }
}
fs.writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Gruha mail</title><ul>${links.join('')}</ul>`,
)
console.log(`[mail] ${links.length} previews in ${outDir}`)
