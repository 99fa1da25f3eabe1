import DownloadIcon from '@mui/icons-material/Download'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { MESSAGES } from '@gruha/shared'
import { useEffect, useState } from 'react'
import { useNotify } from 'react-admin'
import { useConsoleDataProvider } from '../../providers/dataProvider'

export type FileRef = { id: number | string; name?: string | null; file_type?: string | null; url: string }

const D = MESSAGES.admin.documents

/** Shows an image or PDF from a private file inside the console (the server only ever sends it as a download). */
const Viewer = ({ file, onClose }: { file: FileRef; onClose: () => void }) => {
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let url: string | null = null
    dataProvider
      .getPrivateFile(file.url)
      .then((blob) => {
        url = URL.createObjectURL(blob)
        setSrc(url)
      })
      .catch(() => {
        notify(D.openFailed, { type: 'error' })
        onClose()
      })
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [dataProvider, file.url, notify, onClose])
  const isPdf = file.file_type === 'application/pdf'
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{file.name}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 300 }}>
        {src ? (
          isPdf ? (
            <Box component="iframe" title={file.name ?? 'Document'} src={src} sx={{ width: '100%', height: '70vh', border: 0 }} />
          ) : (
            <Box component="img" alt={file.name ?? 'Document'} src={src} sx={{ maxWidth: '100%' }} />
          )
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}

/** View (in the console) and Download (as an attachment) for one private document. */
export const DocumentLinks = ({ file }: { file: FileRef }) => {
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const [viewing, setViewing] = useState(false)
  const download = async () => {
    try {
      const blob = await dataProvider.getPrivateFile(file.url)
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = file.name || `document-${file.id}`
      a.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch {
      notify(D.downloadFailed, { type: 'error' })
    }
  }
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button size="small" startIcon={<VisibilityIcon />} onClick={() => setViewing(true)} aria-label={`View ${file.name ?? 'document'}`}>
        View
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={download} aria-label={`Download ${file.name ?? 'document'}`}>
        Download
      </Button>
      {viewing ? <Viewer file={file} onClose={() => setViewing(false)} /> : null}
    </span>
  )
}
