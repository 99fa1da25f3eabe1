import { redirect } from '@remix-run/node'

/** Any unknown path redirects to / (spec 000, route table). */
export const loader = () => redirect('/')
export const action = () => redirect('/')
