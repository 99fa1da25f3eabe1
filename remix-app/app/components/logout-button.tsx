import type { ReactNode } from 'react'
import { Form } from '@remix-run/react'

/** Signs out: a POST to /logout (a form, so it works without JavaScript). */
export function LogoutButton({ className, role, children }: { className?: string; role?: 'menuitem'; children: ReactNode }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className} role={role}>
        {children}
      </button>
    </Form>
  )
}
