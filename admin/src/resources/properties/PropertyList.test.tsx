// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeDataProvider, renderConsole, Resource, type FakeRecords } from '../../testing/render'
import { PropertyList } from './PropertyList'

const listing = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  custom_id: `GRU-P-00000${id}`,
  title: `Listing ${id}`,
  property_type: 'villa',
  listing_type: 'SALE',
  status,
  price: 5000000 + id,
  city: 'Hyderabad',
  state: 'Telangana',
  owner_name: 'Ravi Varma',
  image_files: [],
  createdAt: `2026-11-0${id}T10:00:00.000Z`,
  ...extra,
})

const records = (): FakeRecords => ({
  properties: [
    listing(1, 'active', { image_files: [{ id: 9, url: '/m/1.jpg', thumbnail: '/m/1-thumb.webp', filename: '1.jpg' }] }),
    listing(2, 'active'),
    listing(3, 'inactive'),
  ],
})

const renderList = () => {
  const data = records()
  const provider = fakeDataProvider(data)
  renderConsole(<Resource name="properties" list={PropertyList} edit={() => null} show={() => null} />, {
    dataProvider: provider.dataProvider,
    path: '/properties',
  })
  return provider
}

const rowOf = async (customId: string) => (await screen.findByText(customId)).closest('tr')!

describe('console: properties list rows', () => {
  it('keeps each row’s Show, Edit and Delete under those exact names, in one cell', async () => {
    renderList()
    const row = await rowOf('GRU-P-000001')
    const show = within(row).getByRole('link', { name: 'Show' })
    const edit = within(row).getByRole('link', { name: 'Edit' })
    const remove = within(row).getByRole('button', { name: 'Delete' })
    expect(show.closest('td')).toBe(edit.closest('td'))
    expect(remove.closest('td')).toBe(edit.closest('td'))
    expect(edit.getAttribute('href')).toContain('/properties/1')
  })

  it('shows the first photo as a decorative thumbnail, and a placeholder of the same size without one', async () => {
    renderList()
    const withPhoto = await rowOf('GRU-P-000001')
    const img = withPhoto.querySelector('img')!
    expect(img.getAttribute('src')).toBe('/m/1-thumb.webp')
    expect(img.getAttribute('alt')).toBe('')
    const withoutPhoto = await rowOf('GRU-P-000002')
    expect(withoutPhoto.querySelector('img')).toBeNull()
    expect(within(withoutPhoto).getByTestId('thumbnail-placeholder').getAttribute('aria-hidden')).toBe('true')
  })
})

describe('console: properties bulk actions', () => {
  it('offers Activate, Deactivate and Delete once a row is selected', async () => {
    renderList()
    const row = await rowOf('GRU-P-000001')
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull()
    fireEvent.click(within(row).getByRole('checkbox'))
    for (const name of ['Activate', 'Deactivate']) expect(await screen.findByRole('button', { name })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Delete' }).length).toBe(4)
  })

  it('Deactivate sends {status: inactive} for each active listing, skips the others and says how many', async () => {
    const { calls, dataProvider } = renderList()
    for (const id of ['GRU-P-000001', 'GRU-P-000002', 'GRU-P-000003']) fireEvent.click(within(await rowOf(id)).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }))

    expect(await screen.findByText('2 properties deactivated; 1 skipped (only active ones are deactivated)')).toBeTruthy()
    const updates = calls.filter((c) => c.method === 'update')
    expect(updates.map((c) => c.params)).toEqual([
      expect.objectContaining({ id: 1, data: { status: 'inactive' } }),
      expect.objectContaining({ id: 2, data: { status: 'inactive' } }),
    ])
    const { data } = await dataProvider.getList('properties', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    expect(data.map((p) => p.status)).toEqual(['inactive', 'inactive', 'inactive'])
  })

  it('Delete asks first: Cancel deletes nothing, Confirm deletes each selected listing', async () => {
    const { calls } = renderList()
    fireEvent.click(within(await rowOf('GRU-P-000002')).getByRole('checkbox'))
    fireEvent.click(within(await rowOf('GRU-P-000003')).getByRole('checkbox'))
    const toolbar = (await screen.findByRole('button', { name: 'Deactivate' })).parentElement!
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete' }))

    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Delete 2 properties')).toBeTruthy()
    expect(within(dialog).getByText('Are you sure you want to delete these 2 properties? This cannot be undone.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.some((c) => c.method === 'delete')).toBe(false)

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }))
    expect(await screen.findByText('2 properties deleted')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'delete').map((c) => (c.params as { id: number }).id)).toEqual([2, 3])
    await waitFor(() => expect(screen.queryByText('GRU-P-000002')).toBeNull())
  })
})
