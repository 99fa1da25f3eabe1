export type UploadAnswer = { ok: true; id: number; name: string } | { ok: false; message: string }

/**
 * POSTs one file as multipart with XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` gets 0..100. Resolves with the JSON answer; a network failure resolves with
 * `fallbackMessage`.
 */
export function uploadWithProgress(options: {
  url: string
  fields: Record<string, string>
  file: File
  onProgress: (percent: number) => void
  fallbackMessage: string
}): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const body = new FormData()
    for (const [k, v] of Object.entries(options.fields)) body.append(k, v)
    body.append('file', options.file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', options.url)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onload = () => {
      const answer = xhr.response as UploadAnswer | null
      if (answer && typeof answer === 'object' && 'ok' in answer) resolve(answer)
      else resolve({ ok: false, message: options.fallbackMessage })
    }
    xhr.onerror = () => resolve({ ok: false, message: options.fallbackMessage })
    xhr.send(body)
  })
}
