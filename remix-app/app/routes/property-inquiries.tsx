import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMemberList, titleOf } from '~/utils/member-list.server'
import { MemberList } from '~/components/member-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Property Inquiries · Gruha' }]

export const loader = (args: LoaderFunctionArgs) =>
  loadMemberList(args, {
    roles: ['seller'],
    collection: 'inquiries',
    where: (user) => ({ 'property.owner': { equals: user.id } }),
    toItem: (d) => ({
      id: d.id as number,
      title: titleOf(d.property),
      detail: `${d.name ?? ''}: ${d.message ?? ''}`,
      status: d.status as string,
    }),
  })

export default function Page() {
  const { items, total } = useLoaderData<typeof loader>()
  return <MemberList title="Property Inquiries" items={items} total={total} empty="No enquiries on your properties yet." />
}

export const ErrorBoundary = GeneralErrorBoundary
