// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeDataProvider, renderConsole, Resource, signedInAs, type FakeRecords } from '../../testing/render'
import { UserList } from './UserList'

const user = (id: number, first: string, role = 'buyer') => ({
  id,
  custom_id: `GRU-U-00000${id}`,
  first_name: first,
  last_name: 'Test',
  email: `${first.toLowerCase()}@example.test`,
  role,
  status: 'active',
  verification_status: 'verified',
  createdAt: `2026-01-0${id}T10:00:00.000Z`,
})

describe('console: users, the signed-in admin’s own row', () => {
  it('cannot be selected or deleted; Select all and bulk Delete take the others', async () => {
    const data: FakeRecords = { users: [user(1, 'Admin', 'admin'), user(2, 'Bhavana'), user(3, 'Chandra')] }
    const { dataProvider, calls } = fakeDataProvider(data)
    renderConsole(<Resource name="users" list={UserList} edit={() => null} show={() => null} />, {
      dataProvider,
      path: '/users',
      authProvider: signedInAs(1),
    })

    const own = (await screen.findByText('Admin Test')).closest('tr')!
    const other = screen.getByText('Bhavana Test').closest('tr')!
    await waitFor(() => expect(within(own).queryByRole('button', { name: 'Delete' })).toBeNull())
    expect(within(own).getByRole('link', { name: 'Edit' })).toBeTruthy()
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeTruthy()
    expect((within(own).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('checkbox', { name: /select all/i }))
    const toolbar = (await screen.findByText(/2 items selected/)).closest('.RaBulkActionsToolbar-toolbar') as HTMLElement
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Are you sure you want to delete these 2 users? This cannot be undone.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }))
    expect(await screen.findByText('2 users deleted')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'delete').map((c) => (c.params as { id: number }).id)).toEqual([2, 3])
  })
})
