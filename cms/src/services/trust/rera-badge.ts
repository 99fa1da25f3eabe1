import QRCode from 'qrcode'
import { RERA_STATES, reraStateOf, type ReraKind } from '@gruha/shared'

/** What a listing or agent card shows about a RERA registration: the number, the regulator and a QR code of its search page. */
export type ReraBadge = { number: string; regulator: string | null; searchUrl: string | null; qrSvg: string | null; flagged: boolean }

/**
 * The RERA number with a QR code (npm `qrcode`, an inline SVG made here from a constant URL, no
 * user text) linking to the state regulator's search page, where the number can be looked up.
 */
export async function reraBadge(
  number: string | null | undefined,
  state: string | null | undefined,
  flagged = false,
): Promise<ReraBadge | null> {
  if (!number) return null
  const key = reraStateOf(state)
  const rule = key ? RERA_STATES[key] : null
  const qrSvg = rule ? await QRCode.toString(rule.searchUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : null
  return { number, regulator: rule?.regulator ?? null, searchUrl: rule?.searchUrl ?? null, qrSvg, flagged }
}

export type { ReraKind }
