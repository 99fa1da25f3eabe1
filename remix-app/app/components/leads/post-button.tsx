import type { ReactNode } from 'react'
import type { LeadFetcher } from './use-action-toast'

type Props = {
  fetcher: LeadFetcher
  /** The hidden fields the button posts, in this order. */
  fields: Record<string, string | number>
  className?: string
  disabled?: boolean
  onSubmit?: () => void
  children: ReactNode
}

/** One answer on a lead (confirm, close, accept, mark as spam…): a small form that posts through the page's fetcher. */
export function PostButton({ fetcher, fields, className, disabled, onSubmit, children }: Props) {
  return (
    <fetcher.Form method="post" onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={disabled}>
        {children}
      </button>
    </fetcher.Form>
  )
}
