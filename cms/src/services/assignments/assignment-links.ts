import { serverEnv } from '../../env'

export type AssignmentKind = 'inquiry' | 'property'

/**
 * The agent's answer links: /agent/assignments?assignment={id}&action=accept|decline (spec 001);
 * property offers add kind=property, since the two kinds of assignment number their ids apart.
 */
export function assignmentLinks(kind: AssignmentKind, id: number): { accept: string; decline: string } {
  const base = new URL('/agent/assignments', serverEnv().SITE_URL)
  const link = (action: 'accept' | 'decline') => {
    const url = new URL(base)
    url.searchParams.set('assignment', String(id))
    url.searchParams.set('action', action)
    if (kind === 'property') url.searchParams.set('kind', 'property')
    return url.toString()
  }
  return { accept: link('accept'), decline: link('decline') }
}
