import MyLocationIcon from '@mui/icons-material/MyLocation'
import { Button } from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { useNotify } from 'react-admin'
import { useFormContext } from 'react-hook-form'

/** Spec 002 §9: geolocation with a 10 s timeout and high accuracy. */
const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 }

const round = (n: number) => Math.round(n * 1e6) / 1e6

/** Fills latitude and longitude from the browser's position. */
export const useFillLocation = () => {
  const { setValue } = useFormContext()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const fill = (quiet = false) => {
    if (!('geolocation' in navigator)) {
      if (!quiet) notify('Location is not available in this browser', { type: 'warning' })
      return
    }
    setBusy(true)
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setValue('latitude', round(pos.coords.latitude), { shouldDirty: true })
        setValue('longitude', round(pos.coords.longitude), { shouldDirty: true })
        setBusy(false)
      },
      () => {
        setBusy(false)
        if (!quiet) notify('Could not read your location', { type: 'warning' })
      },
      GEO_OPTIONS,
    )
  }
  return { fill, busy }
}

/** The edit form's GPS button. */
export const GpsButton = () => {
  const { fill, busy } = useFillLocation()
  return (
    <Button size="small" variant="outlined" startIcon={<MyLocationIcon />} onClick={() => fill()} disabled={busy}>
      {busy ? 'Locating...' : 'Use GPS'}
    </Button>
  )
}

/** Add Property: on opening, fill latitude and longitude from the browser (silently if refused). */
export const FillLocationOnOpen = () => {
  const { fill } = useFillLocation()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    fill(true)
  }, [fill])
  return null
}
