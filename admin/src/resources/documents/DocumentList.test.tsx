// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { fakeDataProvider, renderConsole, Resource, type FakeRecords } from '../../testing/render'
import { DocumentList } from './DocumentList'

const document = (id: number, name: string, review_status: string) => ({
  id,
  name,
  url: `/api/files/${id}`,
  file_type: 'application/pdf',
  file_size: 2048,
  document_category: 'id_proof',
  entity_type: 'user',
  review_status,
  uploader: { first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.com', user_type: 'seller' },
  createdAt: '2026-11-20T10:00:00.000Z',
})

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!

describe('console: Documents review', () => {
  it('approves through the data provider’s reviewDocument, and rejects with the reason typed', async () => {
    const data: FakeRecords = { documents: [document(1, 'aadhaar.pdf', 'pending'), document(2, 'pan.pdf', 'pending')] }
    const { dataProvider, calls } = fakeDataProvider(data)
    renderConsole(<Resource name="documents" list={DocumentList} />, { dataProvider, path: '/documents' })

    fireEvent.click(within(await rowOf('aadhaar.pdf')).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Document approved')).toBeTruthy()

    fireEvent.click(within(await rowOf('pan.pdf')).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject pan.pdf' })
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The photo is unreadable' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Document rejected')).toBeTruthy()

    const reviews = calls.filter((c) => c.method === 'reviewDocument').map((c) => [c.resource, c.params])
    expect(reviews).toEqual([
      [1, ['approve', {}]],
      [2, ['reject', { reason: 'The photo is unreadable' }]],
    ])
  })

  it('shows the server’s own message when it refuses', async () => {
    const data: FakeRecords = { documents: [document(3, 'deed.pdf', 'pending')] }
    const refusal = new HttpError('Refused', 409, { message: 'This document was already reviewed by another admin.' })
    const { dataProvider } = fakeDataProvider(data, {
      reviewDocument: async () => {
        throw refusal
      },
    })
    renderConsole(<Resource name="documents" list={DocumentList} />, { dataProvider, path: '/documents' })

    fireEvent.click(within(await rowOf('deed.pdf')).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('This document was already reviewed by another admin.')).toBeTruthy()
    await waitFor(() => expect(within(screen.getByText('deed.pdf').closest('tr')!).getByRole('button', { name: 'Approve' })).toBeTruthy())
  })
})
