import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined'
import { Box } from '@mui/material'
import { useRecordContext, type FieldProps } from 'react-admin'
import type { PropertyRecord } from './choices'

const SIZE = { width: 48, height: 36, borderRadius: 1, display: 'block', flexShrink: 0 } as const

/**
 * The listing's first photo, small, in the properties table. It sits beside the title, which names
 * the listing, so it is decorative (alt=''). A listing without photos gets a plain tile of the same size.
 */
export const PropertyThumbnail = (_props: FieldProps<PropertyRecord>) => {
  const record = useRecordContext<PropertyRecord>()
  const src = record?.image_files?.[0]?.thumbnail
  if (src)
    return (
      <Box component="img" src={src} alt="" loading="lazy" decoding="async" width={48} height={36} sx={{ ...SIZE, objectFit: 'cover' }} />
    )
  return (
    <Box
      aria-hidden
      data-testid="thumbnail-placeholder"
      sx={{ ...SIZE, bgcolor: 'action.hover', color: 'text.disabled', display: 'grid', placeItems: 'center' }}
    >
      <HomeWorkOutlinedIcon fontSize="small" />
    </Box>
  )
}
