import { useEffect, useRef } from 'react'

/**
 * A GET filter's field left to the browser (`defaultValue`) that shows `value` again when the URL
 * changes (Clear Filters, Back). It is updated in place, not remounted, so the field or button that
 * had the focus keeps it after the navigation.
 */
export function useValueFromUrl<T extends HTMLInputElement | HTMLSelectElement>(value: string) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value
  }, [value])
  return ref
}
