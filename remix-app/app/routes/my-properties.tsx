import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { Where } from 'payload'
import { loadMemberList } from '~/utils/member-list.server'
import { MemberList } from '~/components/member-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = () => [{ title: 'My Properties · Gruha' }]

export const loader = (args: LoaderFunctionArgs) =>
  loadMemberList(args, {
    roles: ['seller', 'agent'],
    collection: 'properties',
    where: (user): Where => ({ or: [{ owner: { equals: user.id } }, { added_by: { equals: user.id } }] }),
    toItem: (d) => ({
      id: d.id as number,
      title: String(d.title ?? 'Property'),
      detail: [d.city, d.state].filter(Boolean).join(', '),
      status: d.status as string,
    }),
  })

export default function Page() {
  const { items, total } = useLoaderData<typeof loader>()
  return <MemberList title="My Properties" items={items} total={total} empty="You have not listed any properties yet." />
}

export const ErrorBoundary = GeneralErrorBoundary
