// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeDataProvider, renderConsole, Resource } from '../../testing/render'
import { MSG_USER_UPDATED, UserEdit } from './UserEdit'
import { UserList } from './UserList'

const records = () => ({
  users: [
    {
      id: 7,
      custom_id: 'U7',
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@example.test',
      role: 'agent',
      status: 'active',
      verification_status: 'pending',
      createdAt: '2026-01-07T10:00:00.000Z',
    },
  ],
})

describe('console: Edit user form', () => {
  it('loads the record, refuses a blank required field, and saves only writable fields, trimmed', async () => {
    const data = records()
    const { dataProvider, calls } = fakeDataProvider(data)
    renderConsole(<Resource name="users" list={UserList} edit={UserEdit} />, { dataProvider, path: '/users/7' })

    const first = (await screen.findByLabelText(/First Name/)) as HTMLInputElement
    await waitFor(() => expect(first.value).toBe('Ravi'))

    // A blank required field: nothing is sent.
    // The Update User button submits this form (happy-dom does not submit a form on a button click).
    const form = first.closest('form')!
    expect(within(form).getByRole('button', { name: 'Update User' }).getAttribute('type')).toBe('submit')
    fireEvent.change(first, { target: { value: '' } })
    fireEvent.submit(form)
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'))
    expect(calls.some((c) => c.method === 'update')).toBe(false)

    fireEvent.change(first, { target: { value: '  Ravindra ' } })
    await waitFor(() => expect(first.value).toBe('  Ravindra '))
    fireEvent.submit(form)
    await waitFor(() => expect(calls.some((c) => c.method === 'update')).toBe(true))
    const update = calls.find((c) => c.method === 'update')!.params as { id: number | string; data: Record<string, unknown> }
    expect(String(update.id)).toBe('7')
    expect(update.data.first_name).toBe('Ravindra')
    // Server-managed fields are never sent.
    for (const field of ['id', 'custom_id', 'createdAt']) expect(update.data).not.toHaveProperty(field)
    expect(await screen.findByText(MSG_USER_UPDATED)).toBeTruthy()
    const saved = await dataProvider.getOne('users', { id: 7 })
    expect(saved.data.first_name).toBe('Ravindra')
  })
})
