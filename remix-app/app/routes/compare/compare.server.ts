import { data, redirect } from '@remix-run/node'
import { MAX_COMPARE, parseCompareIds } from '@gruha/shared'
import { compareProperties } from '@gruha/cms/services/compare'
import { isAppError } from '@gruha/cms/errors'
import { getFixedT } from '~/i18n/i18n.server'
import { getUser } from '~/utils/auth.server'
import { compareIdsFrom } from '~/utils/compare.server'
import { getPayloadClient } from '~/utils/payload.server'

/**
 * /compare?ids=1,2,3 (shareable). Without ids, the browser's selection (cookie) is shown at its URL.
 * More than four ids: 400 with a clear message, and the first four are compared.
 */
export async function loadComparison(request: Request) {
  const url = new URL(request.url)
  if (!url.searchParams.has('ids')) {
    const picked = compareIdsFrom(request)
    if (picked.length) throw redirect(`/compare?ids=${picked.join(',')}`)
  }
  const ids = parseCompareIds(url.searchParams.get('ids'))
  const payload = await getPayloadClient()
  const user = await getUser(request)
  const t = await getFixedT(request, 'insight')
  try {
    const items = await compareProperties({ payload, user, input: { ids } })
    return data({ items, refused: null as string | null, onlyDifferences: url.searchParams.get('diff') === '1' })
  } catch (error) {
    if (!isAppError(error) || error.code !== 'INVALID_INPUT') throw error
    const items = await compareProperties({ payload, user, input: { ids: ids.slice(0, MAX_COMPARE) } })
    return data(
      { items, refused: t('pick.full', { max: MAX_COMPARE }), onlyDifferences: url.searchParams.get('diff') === '1' },
      { status: 400 },
    )
  }
}
