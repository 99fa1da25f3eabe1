import fs from 'node:fs'
import path from 'node:path'

/**
 * The monorepo root, found from the working directory. The config is bundled into the
 * Remix server build, so `import.meta.url` cannot be trusted to point into cms/.
 */
export function repoRoot(): string {
  if (process.env.GRUHA_ROOT) return process.env.GRUHA_ROOT
  let dir = process.cwd()
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).workspaces) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
}

export const cmsDir = () => path.join(repoRoot(), 'cms')
export const dataDir = () => process.env.GRUHA_DATA_DIR ?? path.join(repoRoot(), '.data')
/** Public property images. */
export const mediaDir = () => process.env.MEDIA_DIR ?? path.join(dataDir(), 'media')
/** Private files (KYC, ID proof, PAN). Never served without an access check. */
export const documentsDir = () => process.env.DOCUMENTS_DIR ?? path.join(dataDir(), 'documents')
export const migrationsDir = () => path.join(cmsDir(), 'src', 'migrations')
/** Public PDFs embedded in listings' custom sections. */
export const listingFilesDir = () => process.env.LISTING_FILES_DIR ?? path.join(dataDir(), 'listing-files')
