import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMemberList } from '~/utils/member-list.server'
import { MemberList } from '~/components/member-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Maintenance · Gruha' }]

export const loader = (args: LoaderFunctionArgs) =>
  loadMemberList(args, {
    roles: ['seller', 'agent'],
    collection: 'maintenance-requests',
    where: (user) => ({ tenant: { equals: user.id } }),
    toItem: (d) => ({
      id: d.id as number,
      title: String(d.title ?? ''),
      detail: `${d.category ?? ''} · ${d.priority ?? ''}`,
      status: d.status as string,
    }),
  })

export default function Page() {
  const { items, total } = useLoaderData<typeof loader>()
  return <MemberList title="Maintenance" items={items} total={total} empty="No maintenance requests yet." />
}

export const ErrorBoundary = GeneralErrorBoundary
