import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMemberList, titleOf } from '~/utils/member-list.server'
import { MemberList } from '~/components/member-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = () => [{ title: 'My Inquiries · Gruha' }]

export const loader = (args: LoaderFunctionArgs) =>
  loadMemberList(args, {
    roles: ['buyer'],
    collection: 'inquiries',
    where: (user) => ({ user: { equals: user.id } }),
    toItem: (d) => ({ id: d.id as number, title: titleOf(d.property), detail: String(d.message ?? ''), status: d.status as string }),
  })

export default function Page() {
  const { items, total } = useLoaderData<typeof loader>()
  return (
    <MemberList
      title="My Inquiries"
      items={items}
      total={total}
      empty="You have not sent any enquiries yet."
      emptyAction={{ to: '/buy', label: 'Browse Properties' }}
    />
  )
}

export const ErrorBoundary = GeneralErrorBoundary
