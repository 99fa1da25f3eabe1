import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate'
import DeleteIcon from '@mui/icons-material/Delete'
import { Box, Button, IconButton, LinearProgress, Typography } from '@mui/material'
import { PROPERTY_IMAGE_ACCEPT, partitionImageFiles } from '@gruha/shared'
import { useState, type ChangeEvent } from 'react'
import { useInput, useNotify, useRecordContext } from 'react-admin'

export const UPLOAD_URL = '/api/admin/uploads'

type Uploaded = { id: number; url: string | null; thumbnail: string | null; filename: string | null }
type Pending = { key: string; name: string; progress: number }

/** Uploads one image with progress (fetch has no upload progress, so XMLHttpRequest). */
function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', UPLOAD_URL)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      if (xhr.status === 201 && body && typeof body === 'object' && 'id' in body) resolve(body as Uploaded)
      else reject(new Error(body && typeof body === 'object' && 'message' in body ? String(body.message) : 'Upload failed'))
    }
    xhr.onerror = () => reject(new Error('Upload failed'))
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}

/**
 * Property images: PNG, JPG and JPEG only (others are skipped with the spec's message), each
 * uploaded with a progress bar; the form keeps the media ids in order (the first is the cover).
 */
export const ImagesInput = () => {
  const record = useRecordContext<{ image_files?: Uploaded[] }>()
  const notify = useNotify()
  const { field } = useInput<number[]>({ source: 'images', defaultValue: [] })
  const [known, setKnown] = useState<Record<number, Uploaded>>(() => Object.fromEntries((record?.image_files ?? []).map((f) => [f.id, f])))
  const [pending, setPending] = useState<Pending[]>([])
  const ids: number[] = Array.isArray(field.value) ? field.value : []

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    const { accepted, message } = partitionImageFiles(files)
    if (message) notify(message, { type: 'warning' })
    const added: number[] = []
    let failed = false
    await Promise.all(
      accepted.map(async (file, i) => {
        const key = `${Date.now()}-${i}-${file.name}`
        setPending((p) => [...p, { key, name: file.name, progress: 0 }])
        try {
          const uploaded = await uploadImage(file, (progress) => setPending((p) => p.map((x) => (x.key === key ? { ...x, progress } : x))))
          setKnown((k) => ({ ...k, [uploaded.id]: uploaded }))
          added.push(uploaded.id)
        } catch {
          failed = true
        } finally {
          setPending((p) => p.filter((x) => x.key !== key))
        }
      }),
    )
    if (failed) notify('Some images failed to upload', { type: 'error' })
    if (added.length) field.onChange([...ids, ...added])
  }

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
        {ids.map((id, index) => {
          const file = known[id]
          return (
            <Box
              key={id}
              sx={{ position: 'relative', width: 140, height: 100, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
            >
              {file?.thumbnail || file?.url ? (
                <img
                  src={file.thumbnail ?? file.url ?? ''}
                  alt={file.filename ?? ''}
                  style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              ) : (
                <Typography variant="caption" sx={{ p: 1, display: 'block' }}>{`Image #${id}`}</Typography>
              )}
              {index === 0 ? (
                <Typography
                  variant="caption"
                  sx={{
                    position: 'absolute',
                    left: 4,
                    top: 4,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    px: 0.5,
                    borderRadius: 0.5,
                  }}
                >
                  Cover
                </Typography>
              ) : null}
              <IconButton
                size="small"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => field.onChange(ids.filter((x) => x !== id))}
                sx={{ position: 'absolute', right: 2, top: 2, bgcolor: 'background.paper' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          )
        })}
      </Box>
      {pending.map((p) => (
        <Box key={p.key} sx={{ mb: 1, maxWidth: 420 }}>
          <Typography variant="caption">{p.name}</Typography>
          <LinearProgress variant="determinate" value={Math.round(p.progress * 100)} aria-label={`Uploading ${p.name}`} />
        </Box>
      ))}
      <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoIcon />}>
        Add Images
        <input hidden type="file" multiple accept={PROPERTY_IMAGE_ACCEPT} onChange={onFiles} data-testid="property-images-input" />
      </Button>
      <Typography variant="caption" sx={{ display: 'block', mt: 0.5 }} color="text.secondary">
        PNG, JPG or JPEG. The first image is the cover.
      </Typography>
    </Box>
  )
}
