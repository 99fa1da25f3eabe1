import { describe, expect, it } from 'vitest'
import {
  documentFileError,
  imageFileError,
  isAllowedDocument,
  isAllowedImage,
  partitionImageFiles,
  sellerDocumentError,
  uploadMetaSchema,
} from './upload'

const file = (name: string, type: string, size = 2048) => ({ name, type, size })

describe('document files', () => {
  it('accepts PNG, JPG, JPEG and PDF up to 5 MB', () => {
    expect(documentFileError(file('a.png', 'image/png'))).toBeNull()
    expect(documentFileError(file('a.jpg', 'image/jpeg'))).toBeNull()
    expect(documentFileError(file('a.jpg', 'image/jpg'))).toBeNull()
    expect(documentFileError(file('a.pdf', 'application/pdf', 5242880))).toBeNull()
  })

  it('rejects other types and larger files', () => {
    expect(documentFileError(file('a.docx', 'application/msword'))).toBe('Unsupported file type. Allowed: PNG, JPG, JPEG, PDF')
    expect(documentFileError(file('a.pdf', 'application/pdf', 5242881))).toBe('File too large. Maximum size is 5MB')
    expect(documentFileError('not a file')).toBe('Unsupported file type. Allowed: PNG, JPG, JPEG, PDF')
  })

  it('falls back to the extension when the browser gives no type', () => {
    expect(isAllowedDocument(file('scan.PDF', ''))).toBe(true)
    expect(isAllowedDocument(file('scan.exe', ''))).toBe(false)
  })
})

describe('property images', () => {
  it('accepts PNG and JPEG only', () => {
    expect(isAllowedImage(file('a.png', 'image/png'))).toBe(true)
    expect(isAllowedImage(file('a.jpeg', 'image/jpeg'))).toBe(true)
    expect(isAllowedImage(file('a.pdf', 'application/pdf'))).toBe(false)
    expect(isAllowedImage(file('a.webp', 'image/webp'))).toBe(false)
    expect(imageFileError(file('big.png', 'image/png', 6_000_000))).toBe('File too large. Maximum size is 5MB')
  })

  it('skips bad files in a batch with the spec notice', () => {
    const r = partitionImageFiles([file('a.png', 'image/png'), file('b.gif', 'image/gif'), file('c.jpg', 'image/jpeg')])
    expect(r.accepted.map((f) => f.name)).toEqual(['a.png', 'c.jpg'])
    expect(r.skipped.map((f) => f.name)).toEqual(['b.gif'])
    expect(r.message).toBe('Some files were skipped. Only PNG, JPG, and JPEG files are allowed for property images.')
    expect(partitionImageFiles([file('a.png', 'image/png')]).message).toBeNull()
  })
})

describe('seller documents', () => {
  it('names the document in the message', () => {
    expect(sellerDocumentError('PAN Card', file('pan.txt', 'text/plain'))).toBe('PAN Card has unsupported file type')
    expect(sellerDocumentError('Bank Statement', file('b.pdf', 'application/pdf', 9e6))).toBe('Bank Statement is too large')
    expect(sellerDocumentError('GST Certificate', file('g.pdf', 'application/pdf'))).toBeNull()
  })
})

describe('uploadMetaSchema', () => {
  it('defaults to entity type property and id 0', () => {
    expect(uploadMetaSchema.parse({})).toEqual({ entity_type: 'property', entity_id: 0 })
    expect(uploadMetaSchema.parse({ entity_type: 'verification', entity_id: '17', document_category: 'id_proof' })).toEqual({
      entity_type: 'verification',
      entity_id: 17,
      document_category: 'id_proof',
    })
    expect(uploadMetaSchema.safeParse({ entity_type: 'spaceship' }).success).toBe(false)
  })
})
