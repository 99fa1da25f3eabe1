import { data } from '@remix-run/node'
import { z } from 'zod'
import { MAINTENANCE_STATUSES, MESSAGES, maintenanceRequestSchema } from '@gruha/shared'
import { listMaintenanceRequests, moveMaintenanceRequest, raiseMaintenanceRequest } from '@gruha/cms/services/management'
import { listMyProperties } from '@gruha/cms/services/my-properties'
import { parseForm } from '~/forms'
import { appErrorData } from '~/utils/app-error.server'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import type { MaintenanceAnswer } from './maintenance-requests'

/** The owner's requests with their counts by status, and the properties a new request may name. */
export async function loadMaintenance(user: SessionUser) {
  const payload = await getPayloadClient()
  const [{ requests, stats }, { items }] = await Promise.all([
    listMaintenanceRequests({ payload, user }),
    listMyProperties({ payload, user }),
  ])
  return { requests, stats, properties: items.map((p) => ({ id: p.id, title: p.title })) }
}

const moveSchema = z.object({ id: z.coerce.number().int().positive(), status: z.enum(MAINTENANCE_STATUSES) })

/** A card's move to another status (`intent=move`), or a new request from the form. */
export async function raiseOrMoveRequest(request: Request, user: SessionUser) {
  const form = await request.formData()
  const payload = await getPayloadClient()
  if (form.get('intent') === 'move') {
    const move = parseForm(form, moveSchema)
    if (move.status !== 'success') return data<MaintenanceAnswer>({ ok: false, intent: 'move', message: MESSAGES.maintenance.failed }, 400)
    try {
      await moveMaintenanceRequest({ payload, user, ...move.value })
    } catch (error) {
      return appErrorData(error, (e): MaintenanceAnswer => ({ ok: false, intent: 'move', message: e.message }))
    }
    return data<MaintenanceAnswer>({ ok: true, intent: 'move', message: MESSAGES.maintenance.updated })
  }
  const submission = parseForm(form, maintenanceRequestSchema)
  const failed = MESSAGES.maintenance.failed
  if (submission.status !== 'success') {
    return data<MaintenanceAnswer>(
      { ok: false, intent: 'create', message: failed, result: submission.reply({ formErrors: [failed] }) },
      400,
    )
  }
  try {
    await raiseMaintenanceRequest({ payload, user, input: submission.value })
  } catch (error) {
    return appErrorData(error, (e): MaintenanceAnswer => ({
      ok: false,
      intent: 'create',
      message: e.message,
      result: submission.reply({ formErrors: [e.message] }),
    }))
  }
  return data<MaintenanceAnswer>({
    ok: true,
    intent: 'create',
    message: MESSAGES.maintenance.submitted,
    result: submission.reply({ resetForm: true }),
  })
}
