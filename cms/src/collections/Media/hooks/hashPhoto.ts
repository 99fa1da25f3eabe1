import { readFile } from 'node:fs/promises'
import type { CollectionBeforeChangeHook } from 'payload'
import { photoHash } from '../../../domain/moderation/photo-hash'

/** Stores the uploaded picture's perceptual hash, so listings reusing it can be found (ADR 12). */
export const hashPhoto: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file) return data
  const bytes = file.data && file.data.length > 0 ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : null
  data.phash = bytes ? await photoHash(bytes) : null
  return data
}
