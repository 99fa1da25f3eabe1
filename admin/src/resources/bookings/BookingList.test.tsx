// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeDataProvider, renderConsole, Resource, type FakeRecords } from '../../testing/render'
import { BookingList } from './BookingList'

const booking = (id: number, status: string) => ({
  id,
  property: 40 + id,
  property_title: `Villa ${id}`,
  user: 3,
  user_name: 'Ananya Reddy',
  booking_date: `2026-12-0${id}T00:00:00.000Z`,
  booking_time: '11:00',
  status,
  notes: `note ${id}`,
})

describe('console: bookings bulk Confirm', () => {
  it('confirms the selected pending bookings, each sent whole as the row’s Confirm sends it, and skips the rest', async () => {
    const data: FakeRecords = { bookings: [booking(1, 'pending'), booking(2, 'completed'), booking(3, 'pending')] }
    const { dataProvider, calls } = fakeDataProvider(data)
    renderConsole(<Resource name="bookings" list={BookingList} edit={() => null} show={() => null} />, { dataProvider, path: '/bookings' })

    for (const title of ['Villa 1', 'Villa 2', 'Villa 3'])
      fireEvent.click(within((await screen.findByText(title)).closest('tr')!).getByRole('checkbox'))
    const bulkConfirm = (await screen.findAllByRole('button', { name: 'Confirm' })).find((b) => !b.closest('tr'))!
    fireEvent.click(bulkConfirm)

    expect(await screen.findByText('2 bookings confirmed; 1 skipped (only pending ones are confirmed)')).toBeTruthy()
    const updates = calls.filter((c) => c.method === 'update').map((c) => c.params as { id: number; data: Record<string, unknown> })
    expect(updates.map((u) => u.id)).toEqual([1, 3])
    expect(updates[0]!.data).toEqual({ ...booking(1, 'pending'), status: 'confirmed' })
  })
})
