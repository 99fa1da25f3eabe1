import { Forbidden, ValidationError } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import { throwAsAppError } from '../../errors/payload-refusals'
import type { SavedOptions, SaveResult } from './types'

export type SavePropertyOptions = SavedOptions & { input: { propertyId: number } }

/** True when Postgres refused a duplicate (user, property) row. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown }; message?: unknown } | null
  return e?.code === '23505' || e?.cause?.code === '23505' || /duplicate key|unique/i.test(String(e?.message ?? ''))
}

async function isSaved({ payload, user, input }: SavePropertyOptions): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'saved-properties',
    where: { and: [{ user: { equals: user.id } }, { property: { equals: input.propertyId } }] },
    overrideAccess: false,
    user,
  })
  return totalDocs > 0
}

/**
 * Adds a listing to the member's saved properties. Idempotent: saving twice (two tabs, a double
 * click) answers saved rather than tripping the unique (user, property) index. A listing the
 * member may not read (inactive, unknown) is refused by the relationship's access check: AppError
 * NOT_FOUND; an account that may not save (an editor): FORBIDDEN.
 */
export async function saveProperty(options: SavePropertyOptions): Promise<SaveResult> {
  const { payload, user, input } = options
  try {
    if (await isSaved(options)) return { saved: true }
    await payload.create({
      collection: 'saved-properties',
      data: { property: input.propertyId },
      depth: 0,
      overrideAccess: false,
      user,
    })
    return { saved: true }
  } catch (error) {
    if (error instanceof Forbidden) throw new AppError('FORBIDDEN', MESSAGES.saved.forbidden)
    // Payload reports the unique index as a ValidationError too, so look before calling it unknown.
    if ((isUniqueViolation(error) || error instanceof ValidationError) && (await isSaved(options))) return { saved: true }
    if (error instanceof ValidationError) throw new AppError('NOT_FOUND', MESSAGES.saved.notFound)
    throwAsAppError(error, MESSAGES.saved.failed)
  }
}
