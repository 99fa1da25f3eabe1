import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { DOCUMENT_CATEGORY_LABELS, formatDate, formatFileSize } from '@gruha/shared'
import { useQuery } from '@tanstack/react-query'
import { useRecordContext } from 'react-admin'
import { useConsoleDataProvider } from '../../providers/dataProvider'
import { DocumentLinks } from '../documents/DocumentLinks'

type UserDocument = {
  id: number
  name: string
  document_category?: keyof typeof DOCUMENT_CATEGORY_LABELS | null
  file_type?: string | null
  file_size?: number | null
  review_status?: string | null
  createdAt: string
}

/** The user's documents (ID, address, business proofs), from GET /api/admin/users/{id}/documents. */
export const UserDocuments = () => {
  const record = useRecordContext()
  const dataProvider = useConsoleDataProvider()
  const { data, isPending, error } = useQuery({
    queryKey: ['users', record?.id, 'documents'],
    queryFn: () => dataProvider.getUserDocuments<UserDocument>(record!.id),
    enabled: !!record,
  })
  if (isPending) return <Typography color="text.secondary">Loading...</Typography>
  if (error) return <Typography color="error">Failed to load documents</Typography>
  if (!data?.length) return <Typography color="text.secondary">No documents uploaded</Typography>
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Category</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Size</TableCell>
          <TableCell>Review</TableCell>
          <TableCell>Uploaded</TableCell>
          <TableCell>File</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((d) => (
          <TableRow key={d.id}>
            <TableCell>{d.name}</TableCell>
            <TableCell>{d.document_category ? DOCUMENT_CATEGORY_LABELS[d.document_category] : '-'}</TableCell>
            <TableCell>{d.file_type ?? '-'}</TableCell>
            <TableCell>{formatFileSize(d.file_size)}</TableCell>
            <TableCell>{d.review_status ?? 'pending'}</TableCell>
            <TableCell>{formatDate(d.createdAt)}</TableCell>
            <TableCell>
              {/* The access-checked private file route; the server only ever sends it as an attachment. */}
              <DocumentLinks file={{ id: d.id, name: d.name, file_type: d.file_type, url: `/api/files/${d.id}` }} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
