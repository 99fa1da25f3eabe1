import { siteUrl } from './browser'

/** Signs in on the site's login form (no JavaScript) and returns the session cookie ('' if refused). */
export async function siteSessionCookie(email: string, password: string): Promise<string> {
  const res = await fetch(`${siteUrl}/login`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'signin', email, password }),
    headers: { Origin: siteUrl },
    redirect: 'manual',
  })
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__gruha_session='))
  return cookie ? cookie.split(';')[0] : ''
}

/** Signs in to Payload's REST API (the CMS) and returns the JWT for `Authorization: JWT …`. */
export async function cmsToken(cmsUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${cmsUrl}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cmsUrl },
    body: JSON.stringify({ email, password }),
  })
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error(`CMS sign-in failed for ${email}: ${res.status}`)
  return body.token
}
