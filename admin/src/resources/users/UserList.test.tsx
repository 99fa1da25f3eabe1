// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeDataProvider, renderConsole, Resource, type FakeRecords } from '../../testing/render'
import { UserEdit } from './UserEdit'
import { UserList } from './UserList'

const user = (id: number, role: string, first: string, extra: Record<string, unknown> = {}) => ({
  id,
  custom_id: `U${id}`,
  first_name: first,
  last_name: 'Test',
  email: `${first.toLowerCase()}@example.test`,
  role,
  status: 'active',
  verification_status: 'verified',
  createdAt: `2026-01-0${id}T10:00:00.000Z`,
  ...extra,
})

const records = (): FakeRecords => ({
  users: [user(1, 'buyer', 'Anil'), user(2, 'buyer', 'Bhavana'), user(3, 'agent', 'Chandra'), user(4, 'seller', 'Divya')],
})

describe('console: Users list', () => {
  it('shows every user, and each tab with its count from the counts endpoint', async () => {
    const data = records()
    const { dataProvider } = fakeDataProvider(data)
    renderConsole(<Resource name="users" list={UserList} edit={UserEdit} />, { dataProvider, path: '/users' })

    for (const name of ['Anil Test', 'Bhavana Test', 'Chandra Test', 'Divya Test']) expect(await screen.findByText(name)).toBeTruthy()
    const counts = { users: '4', agents: '1', buyers: '2', sellers: '1' }
    for (const [tab, count] of Object.entries(counts))
      await waitFor(() => expect(screen.getByTestId(`tab-count-${tab}`).textContent).toBe(count))
  })

  it('a tab is a filter: Agents asks the provider for agents only and lists just them', async () => {
    const data = records()
    const { dataProvider, calls } = fakeDataProvider(data)
    renderConsole(<Resource name="users" list={UserList} edit={UserEdit} />, { dataProvider, path: '/users' })
    await screen.findByText('Anil Test')

    fireEvent.click(screen.getByTestId('tab-agents'))
    await waitFor(() => expect(screen.queryByText('Anil Test')).toBeNull())
    expect(screen.getByText('Chandra Test')).toBeTruthy()
    const lastList = calls.filter((c) => c.method === 'getList' && c.resource === 'users').at(-1)
    expect((lastList?.params as { filter: unknown }).filter).toEqual({ role: 'agent' })
    expect(screen.getByTestId('tab-agents').getAttribute('aria-selected')).toBe('true')
  })
})

describe('console: Delete user (a custom action button)', () => {
  it('asks before deleting; Cancel keeps the user, Confirm deletes it through the provider', async () => {
    const data = records()
    const { dataProvider, calls } = fakeDataProvider(data)
    renderConsole(<Resource name="users" list={UserList} edit={UserEdit} />, { dataProvider, path: '/users' })
    const row = (await screen.findByText('Divya Test')).closest('tr')!

    fireEvent.click(within(row).getByRole('button', { name: /delete/i }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Delete User')).toBeTruthy()
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.some((c) => c.method === 'delete')).toBe(false)

    fireEvent.click(within(row).getByRole('button', { name: /delete/i }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }))
    await waitFor(() => expect(calls.some((c) => c.method === 'delete' && (c.params as { id: number }).id === 4)).toBe(true))
    await waitFor(() => expect(screen.queryByText('Divya Test')).toBeNull())
    expect(await screen.findByText('User deleted successfully!')).toBeTruthy()
    const left = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    expect(left.data.map((u) => u.id)).toEqual([1, 2, 3])
  })
})
