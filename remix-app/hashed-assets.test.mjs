import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashedAssets, precompressAssets, topLevelFiles } from './hashed-assets.mjs'

describe('hashed assets (ADR 9)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-assets-'))
  const script = `export const words = ${JSON.stringify('gruha '.repeat(2000))}\n`
  let server
  let base

  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'entry-abc123.js'), script)
    fs.writeFileSync(path.join(dir, 'tiny-abc123.js'), 'export {}\n')
    precompressAssets(dir)
    const app = express()
    app.use('/assets', hashedAssets(dir))
    // As the site's catch-all route does with unknown paths.
    app.use((_req, res) => res.redirect('/'))
    await new Promise((resolve) => (server = app.listen(0, '127.0.0.1', resolve)))
    base = `http://127.0.0.1:${server.address().port}/assets`
  })
  afterAll(() => {
    server?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('writes brotli and gzip copies, but not of files too small to gain', () => {
    const names = fs.readdirSync(dir).sort()
    expect(names).toEqual(['entry-abc123.js', 'entry-abc123.js.br', 'entry-abc123.js.gz', 'tiny-abc123.js'])
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'entry-abc123.js.br'))).toString()).toBe(script)
  })

  it('answers with the best encoding the browser accepts, as JavaScript, immutable, with nosniff', async () => {
    const get = (encoding) => fetch(`${base}/entry-abc123.js`, { headers: { 'Accept-Encoding': encoding } })
    const br = await get('gzip, deflate, br')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('content-type')).toMatch(/javascript/)
    expect(br.headers.get('cache-control')).toMatch(/immutable/)
    expect(br.headers.get('x-content-type-options')).toBe('nosniff')
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(await br.text()).toBe(script)
    expect((await get('gzip')).headers.get('content-encoding')).toBe('gzip')
    const plain = await get('identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
  })

  it('serves small files as they are', async () => {
    const tiny = await fetch(`${base}/tiny-abc123.js`)
    expect(tiny.status).toBe(200)
    expect(await tiny.text()).toBe('export {}\n')
  })

  it('answers a missing asset 404, uncached, instead of redirecting it to a page', async () => {
    const missing = await fetch(`${base}/missing-abc123.js`, { redirect: 'manual' })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect(missing.headers.get('location')).toBeNull()
  })
})

describe('top-level client files', () => {
  it('serves the files present at start-up and hands every other path on without touching the disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-client-'))
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
    fs.mkdirSync(path.join(dir, 'assets'))
    const app = express()
    app.use(topLevelFiles(dir, { maxAge: '1h' }))
    app.use((req, res) => res.status(299).send(`app:${req.path}`))
    const server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    try {
      const base = `http://127.0.0.1:${server.address().port}`
      const icon = await fetch(`${base}/favicon.svg`)
      expect(icon.status).toBe(200)
      expect(await icon.text()).toBe('<svg/>')
      // Written after start-up: not served (the build does not change while the site runs).
      fs.writeFileSync(path.join(dir, 'later.txt'), 'late')
      for (const page of ['/buy', '/later.txt', '/assets']) expect(await (await fetch(base + page)).text()).toBe(`app:${page}`)
    } finally {
      server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
