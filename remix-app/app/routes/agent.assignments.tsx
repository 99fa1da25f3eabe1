import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMemberList } from '~/utils/member-list.server'
import { MemberList } from '~/components/member-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Assignments · Gruha' }]

export const loader = (args: LoaderFunctionArgs) =>
  loadMemberList(args, {
    roles: ['agent'],
    collection: 'inquiry-assignments',
    where: (user) => ({ agent: { equals: user.id } }),
    toItem: (d) => ({
      id: d.id as number,
      title: `Enquiry #${typeof d.inquiry === 'object' && d.inquiry ? (d.inquiry as { id: number }).id : d.inquiry}`,
      detail: `Expires ${d.expires_at ?? ''}`,
      status: d.status as string,
    }),
  })

export default function Page() {
  const { items, total } = useLoaderData<typeof loader>()
  return <MemberList title="Assignments" items={items} total={total} empty="No assignments yet." />
}

export const ErrorBoundary = GeneralErrorBoundary
