/* Payload's REST API, used by the /cms admin UI. The public site never calls it. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { guardRest, headFromGet, type GuardOptions } from '../../../../../services/http/rest-guard'

const options: GuardOptions = {
  isStaff: async (request) => {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    return user?.collection === 'users' && (user.role === 'admin' || user.role === 'editor')
  },
}

export const GET = guardRest(REST_GET(config), options)
export const POST = guardRest(REST_POST(config), options)
export const DELETE = guardRest(REST_DELETE(config), options)
export const PATCH = guardRest(REST_PATCH(config), options)
export const PUT = guardRest(REST_PUT(config), options)
export const HEAD = headFromGet(GET)
export const OPTIONS = REST_OPTIONS(config)
