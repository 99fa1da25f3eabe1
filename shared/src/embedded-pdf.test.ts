import { describe, expect, it } from 'vitest'
import { looksLikePdfLink, ownPdf } from './embedded-pdf'

const origins = ['https://gruha.in', 'http://localhost:3001']

describe('ownPdf (issue 7, finding 10)', () => {
  it('accepts our own uploaded PDFs, relative or on our origins', () => {
    expect(ownPdf('/cms/api/media/file/brochure.pdf', origins)).toEqual({
      url: '/cms/api/media/file/brochure.pdf',
      collection: 'media',
      filename: 'brochure.pdf',
    })
    expect(ownPdf('http://localhost:3001/cms/api/documents/file/plan%20a.pdf', origins)?.filename).toBe('plan a.pdf')
  })

  it('refuses other origins, other paths, tricks and non-PDFs', () => {
    for (const content of [
      'https://evil.example/x.pdf',
      'https://evil.example/cms/api/media/file/x.pdf',
      '//evil.example/cms/api/media/file/x.pdf',
      '/cms/api/media/file/../../x.pdf',
      '/cms/api/media/file/x.pdf?download=1',
      '/cms/api/media/file/x.png',
      '/somewhere/x.pdf',
      'javascript:alert(1)//x.pdf',
      'https://gruha.in@evil.example/cms/api/media/file/x.pdf',
      'see /cms/api/media/file/x.pdf',
    ]) {
      expect(ownPdf(content, origins), content).toBeNull()
    }
  })

  it('knows what looks like a PDF link', () => {
    expect(looksLikePdfLink(' https://evil.example/x.pdf ')).toBe(true)
    expect(looksLikePdfLink('Our brochure is attached as a PDF.')).toBe(false)
  })
})
