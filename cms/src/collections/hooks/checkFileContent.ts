import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'

type Options = {
  /** Real content types accepted (detected from the bytes, never from the name or the header). */
  mimeTypes: readonly string[]
  maxBytes: number
  typeMessage: string
  sizeMessage: string
}

/**
 * Before an upload is processed: refuses files over `maxBytes` and files whose bytes are not one
 * of `mimeTypes` (a renamed .exe claiming image/png fails here), and records the detected type.
 */
export const checkFileContent =
  ({ mimeTypes, maxBytes, typeMessage, sizeMessage }: Options): CollectionBeforeOperationHook =>
  async ({ args, collection, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) return args
    const fail = (message: string) => new ValidationError({ collection: collection.slug, errors: [{ message, path: 'file' }] })

    const size = file.size ?? file.data?.length ?? 0
    if (size > maxBytes) throw fail(sizeMessage)

    const hasBuffer = Boolean(file.data && file.data.length > 0)
    const detected = hasBuffer
      ? await fileTypeFromBuffer(file.data)
      : file.tempFilePath
        ? await fileTypeFromFile(file.tempFilePath)
        : undefined
    if (!detected || !mimeTypes.includes(detected.mime)) throw fail(typeMessage)
    file.mimetype = detected.mime
    return args
  }
