// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeDataProvider, renderConsole, Resource, type FakeRecords } from '../../testing/render'
import { ModerationList } from './ModerationList'

const dismissed = {
  id: 1,
  target_type: 'property',
  status: 'dismissed',
  flags: ['reported'],
  report_count: 1,
  property: { id: 7, title: 'Sea-view flat in MVP Colony' },
  createdAt: '2026-11-20T10:00:00.000Z',
}

describe('console: Moderation queue, empty', () => {
  it('an empty Open tab says the queue is clear, with no filter to clear; another empty tab names its status', async () => {
    const data: FakeRecords = { 'moderation-cases': [dismissed] }
    const { dataProvider } = fakeDataProvider(data)
    renderConsole(<Resource name="moderation-cases" list={ModerationList} />, { dataProvider, path: '/moderation-cases' })

    await screen.findByText('The queue is clear: no reported or held listing or agent is waiting for a decision.')
    expect(screen.queryByText(/No Moderation found/)).toBeNull()
    expect(screen.queryByRole('button', { name: /Clear filters/i })).toBeNull()
    await waitFor(() => expect(screen.getByTestId('tab-count-dismissed').textContent).toBe('1'))

    fireEvent.click(screen.getByTestId('tab-unpublished'))
    await screen.findByText('No unpublished cases.')
  })
})
