import { describe, expect, it } from 'vitest'
import { chunkUrlsOf, type ViteManifest } from './lazy-chunks.server'

const manifest: ViteManifest = {
  'app/entry.client.tsx': { file: 'assets/entry.client-A.js', imports: ['_react-B.js'] },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_zod-C.js': { file: 'assets/zod-C.js', imports: ['_react-B.js'] },
  '_forms-D.js': { file: 'assets/forms-D.js', imports: ['_zod-C.js', '_react-B.js'] },
  'app/components/auth/auth-panel.tsx': { file: 'assets/auth-panel-E.js', imports: ['_forms-D.js', '_zod-C.js'] },
}

describe('chunkUrlsOf', () => {
  it("lists a module's chunk and every chunk it imports, each once", () => {
    expect(chunkUrlsOf(manifest, 'app/components/auth/auth-panel.tsx')).toEqual([
      '/assets/auth-panel-E.js',
      '/assets/forms-D.js',
      '/assets/zod-C.js',
      '/assets/react-B.js',
    ])
  })

  it('is empty for a module the build does not have, and follows the public path', () => {
    expect(chunkUrlsOf(manifest, 'app/missing.tsx')).toEqual([])
    expect(chunkUrlsOf(manifest, 'app/entry.client.tsx', '/static/')).toEqual([
      '/static/assets/entry.client-A.js',
      '/static/assets/react-B.js',
    ])
  })
})
