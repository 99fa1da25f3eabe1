import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMemberList, titleOf } from '~/utils/member-list.server'
import { MemberList } from '~/components/member-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = () => [{ title: 'My Bookings · Gruha' }]

export const loader = (args: LoaderFunctionArgs) =>
  loadMemberList(args, {
    roles: ['buyer'],
    collection: 'bookings',
    where: (user) => ({ user: { equals: user.id } }),
    toItem: (d) => ({
      id: d.id as number,
      title: titleOf(d.property),
      detail: `${d.booking_date ?? ''} ${d.booking_time ?? ''}`.trim(),
      status: d.status as string,
    }),
  })

export default function Page() {
  const { items, total } = useLoaderData<typeof loader>()
  return (
    <MemberList
      title="My Bookings"
      items={items}
      total={total}
      empty="You have no tour bookings yet."
      emptyAction={{ to: '/buy', label: 'Browse Properties' }}
    />
  )
}

export const ErrorBoundary = GeneralErrorBoundary
