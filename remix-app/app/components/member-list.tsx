import { Link } from '@remix-run/react'
import type { MemberListItem } from '~/utils/member-list.server'

type Props = {
  title: string
  items: MemberListItem[]
  total: number
  empty: string
  emptyAction?: { to: string; label: string }
}

export function MemberList({ title, items, total, empty, emptyAction }: Props) {
  return (
    <main className="page">
      <h1>{title}</h1>
      {items.length === 0 ? (
        <div className="card">
          <p>{empty}</p>
          {emptyAction ? (
            <Link className="button" to={emptyAction.to}>
              {emptyAction.label}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <p className="muted">{total} in total</p>
          <ul className="list">
            {items.map((item) => (
              <li key={item.id} className="card">
                <strong>{item.title}</strong>
                <div className="muted">{item.detail}</div>
                {item.status ? <span className="badge">{item.status}</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  )
}
