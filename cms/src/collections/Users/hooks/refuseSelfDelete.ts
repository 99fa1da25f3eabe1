import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/** (not in spec) The console's wording. */
export const SELF_DELETE_MESSAGE = 'You cannot delete your own account.'

/** No one deletes their own account on any path (an admin would lock themselves out of the console). */
export const refuseSelfDelete: CollectionBeforeDeleteHook = ({ id, req }) => {
  if (req.user && String(req.user.id) === String(id)) throw new APIError(SELF_DELETE_MESSAGE, 403, null, true)
}
