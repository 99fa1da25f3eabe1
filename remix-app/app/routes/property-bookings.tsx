import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMemberList, titleOf } from '~/utils/member-list.server'
import { MemberList } from '~/components/member-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Property Bookings · Gruha' }]

export const loader = (args: LoaderFunctionArgs) =>
  loadMemberList(args, {
    roles: ['seller'],
    collection: 'bookings',
    where: (user) => ({ 'property.owner': { equals: user.id } }),
    toItem: (d) => ({
      id: d.id as number,
      title: titleOf(d.property),
      detail: `${d.booking_date ?? ''} ${d.booking_time ?? ''}`.trim(),
      status: d.status as string,
    }),
  })

export default function Page() {
  const { items, total } = useLoaderData<typeof loader>()
  return <MemberList title="Property Bookings" items={items} total={total} empty="No tours booked on your properties yet." />
}

export const ErrorBoundary = GeneralErrorBoundary
