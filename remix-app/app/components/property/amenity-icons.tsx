import type { CARD_ICON_AMENITIES } from '@gruha/shared'
import { useMessage } from '~/i18n'

type IconAmenity = (typeof CARD_ICON_AMENITIES)[number]

// Inline SVGs: no icon font or third-party host.
const paths: Record<IconAmenity, string> = {
  Parking: 'M6 3h7a5 5 0 0 1 0 10H9v8H6V3zm3 3v4h4a2 2 0 0 0 0-4H9z',
  'Power Backup': 'M13 2 4 14h6l-1 8 9-12h-6l1-8z',
  Water: 'M12 2s-7 8-7 13a7 7 0 0 0 14 0c0-5-7-13-7-13z',
}

export function AmenityIcon({ name }: { name: IconAmenity }) {
  const msg = useMessage()
  return (
    <span className="amenity">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={paths[name]} fill="currentColor" />
      </svg>
      {msg(name)}
    </span>
  )
}
