import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { makeUser } from '../../../test/factories'
import { SAVED_SEARCH_CHANGE_INVALID, SAVED_SEARCH_NOT_FOUND, changeSavedSearch } from './change-saved-search'
import { listSavedSearches } from './list-saved-searches'
import { saveSearch } from './save-search'

describe('listSavedSearches and changeSavedSearch', () => {
  it('lists and changes only the member’s own searches; another member’s is NOT_FOUND and left alone', async () => {
    const payload = await getTestPayload()
    const member = await makeUser(payload, 'buyer')
    const other = await makeUser(payload, 'buyer')
    const save = (user: typeof member, name: string) =>
      saveSearch({ payload, user, input: { name, listingType: 'SALE', query: 'city=Hyderabad&page=2', frequency: 'daily', locale: 'en' } })
    const older = await save(member, 'Villas')
    const newer = await save(member, 'Plots')
    const theirs = await save(other, 'Flats')

    expect(await listSavedSearches({ payload, user: member })).toEqual([
      expect.objectContaining({
        id: newer.id,
        name: 'Plots',
        listingType: 'SALE',
        query: 'city=Hyderabad',
        frequency: 'daily',
        active: true,
      }),
      expect.objectContaining({ id: older.id, name: 'Villas', lastSentAt: null }),
    ])
    expect((await listSavedSearches({ payload, user: other })).map((s) => s.id)).toEqual([theirs.id])

    await changeSavedSearch({ payload, user: member, input: { id: older.id, intent: 'pause' } })
    expect((await listSavedSearches({ payload, user: member })).find((s) => s.id === older.id)?.active).toBe(false)
    await changeSavedSearch({ payload, user: member, input: { id: older.id, intent: 'update', frequency: 'weekly' } })
    expect((await listSavedSearches({ payload, user: member })).find((s) => s.id === older.id)).toMatchObject({
      frequency: 'weekly',
      active: true,
    })
    await changeSavedSearch({ payload, user: member, input: { id: newer.id, intent: 'delete' } })
    expect((await listSavedSearches({ payload, user: member })).map((s) => s.id)).toEqual([older.id])

    // Not theirs: refused before the change is looked at, whatever it is.
    for (const intent of ['delete', 'pause', 'nonsense']) {
      await expect(changeSavedSearch({ payload, user: member, input: { id: theirs.id, intent } })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
        message: SAVED_SEARCH_NOT_FOUND,
      })
    }
    expect(await listSavedSearches({ payload, user: other })).toEqual([expect.objectContaining({ id: theirs.id, active: true })])

    // Their own, but no change it knows (an update with no frequency is none).
    for (const input of [{ intent: 'archive' }, { intent: 'update' }, { intent: undefined }]) {
      await expect(changeSavedSearch({ payload, user: member, input: { id: older.id, ...input } })).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        status: 400,
        message: SAVED_SEARCH_CHANGE_INVALID,
      })
    }
  })
})
