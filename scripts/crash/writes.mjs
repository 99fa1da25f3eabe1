// The writes the crash test makes while it kills processes: real HTTP requests, as people make them
// (the console's JSON API as an admin, the site's forms as members, Payload's REST at /cms/api as an
// admin). Each acknowledged write is recorded by a key it chose itself, to be looked for afterwards.
import crypto from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'

/** How long one request may take before the writer gives up on it (it is then not acknowledged). */
const REQUEST_TIMEOUT_MS = 20_000

/** Twelve random letters: no digits, so no token reads as a phone number (refused in listing text). */
export const token = () => Array.from(crypto.randomBytes(12), (b) => String.fromCharCode(97 + (b % 26))).join('')

/** A PNG of random noise, so no two pictures look alike to the duplicate-photo check (ADR 12). */
export function noiseImage(root) {
  const sharp = createRequire(path.join(root, 'cms', 'package.json'))('sharp')
  const [width, height] = [48, 36]
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/**
 * The tally: per kind of write, how many were tried, acknowledged, failed while a process was down
 * (no answer, a 5xx, or a 4xx such as the 401 of a session that could not be checked without the
 * database, for a request that overlapped a kill or a restart), and failed while all were up (a 4xx
 * is the app saying no; anything else there is a fault).
 */
export class Tally {
  constructor() {
    this.kinds = new Map()
    this.acked = []
    this.down = null
    // Moves on at every kill and every recovery: a request that saw it move overlapped an outage.
    this.generation = 0
  }
  setDown(target) {
    this.down = target
    this.generation++
  }
  row(kind) {
    if (!this.kinds.has(kind))
      this.kinds.set(kind, { attempted: 0, acknowledged: 0, failedWhileDown: 0, refusedWhileUp: 0, failedWhileUp: 0, refusals: new Map() })
    return this.kinds.get(kind)
  }
  totals() {
    const sum = { attempted: 0, acknowledged: 0, failedWhileDown: 0, refusedWhileUp: 0, failedWhileUp: 0 }
    for (const row of this.kinds.values()) for (const key of Object.keys(sum)) sum[key] += row[key]
    return sum
  }
}

/**
 * Sends one write and classifies it. `ok(res)` says whether this answer is the route's success
 * (its own 2xx or 3xx). Returns the parsed body (JSON when it is JSON) on success, else null.
 */
async function write(tally, kind, url, init, ok) {
  const row = tally.row(kind)
  row.attempted++
  const [wasDown, generation] = [tally.down, tally.generation]
  let res
  let body
  try {
    res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    const text = await res.text()
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  } catch {
    res = null
  }
  if (res && ok(res, body)) {
    row.acknowledged++
    return { body, res }
  }
  if (wasDown || tally.down || generation !== tally.generation) row.failedWhileDown++
  else {
    if (res && res.status >= 400 && res.status < 500) row.refusedWhileUp++
    else row.failedWhileUp++
    const message = typeof body === 'object' && body ? (body.message ?? body.errors?.[0]?.message ?? '') : ''
    const reason = `${res ? res.status : 'no answer'} ${message}`.slice(0, 120)
    row.refusals.set(reason, (row.refusals.get(reason) ?? 0) + 1)
  }
  return null
}

const created = (res) => res.status === 201
const json = (origin, cookie, body) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
})

/**
 * The writers' operations. `ctx`: { root, siteUrl, cmsUrl, admin: { cookie, jwt, id }, sellers, buyers,
 * agents, enquiryTarget: { slug }, db: () => pg client or null, tally }.
 */
export function operations(ctx) {
  const { siteUrl, cmsUrl, tally } = ctx
  const pick = (list) => list[crypto.randomInt(list.length)]
  const record = (entry) => tally.acked.push(entry)

  async function consoleUpload() {
    const form = new FormData()
    form.set('file', new Blob([await noiseImage(ctx.root)], { type: 'image/png' }), `crash-${token()}.png`)
    const done = await write(
      tally,
      'console: upload image',
      `${siteUrl}/api/admin/uploads`,
      {
        method: 'POST',
        headers: { Origin: siteUrl, Cookie: ctx.admin.cookie },
        body: form,
      },
      created,
    )
    if (!done) return null
    record({ kind: 'media', id: done.body.id, via: 'console' })
    return done.body.id
  }

  /** The console's Add Property with two pictures uploaded first (spec 002), as the admin. */
  async function consoleListing() {
    const images = [await consoleUpload(), await consoleUpload()]
    if (images.includes(null)) return
    const title = `Crash console flat ${token()}`
    const owner = pick(ctx.sellers)
    const done = await write(
      tally,
      'console: add property',
      `${siteUrl}/api/admin/properties`,
      json(siteUrl, ctx.admin.cookie, {
        ...LISTING,
        title,
        owner: owner.id,
        images,
      }),
      created,
    )
    if (done) record({ kind: 'listing', title, id: done.body.id, images })
  }

  /** The owner's Add Property (no JavaScript): two pictures through /add-property/upload, then the form. */
  async function siteListing() {
    const seller = pick(ctx.sellers)
    const images = []
    for (let i = 0; i < 2; i++) {
      const form = new FormData()
      form.set('file', new Blob([await noiseImage(ctx.root)], { type: 'image/png' }), `crash-${token()}.png`)
      const done = await write(
        tally,
        'site: upload image',
        `${siteUrl}/add-property/upload?kind=image`,
        {
          method: 'POST',
          headers: { Origin: siteUrl, Cookie: seller.cookie },
          body: form,
        },
        (res, body) => res.status === 200 && body?.ok === true,
      )
      if (!done) return
      record({ kind: 'media', id: done.body.id, via: 'site' })
      images.push(done.body.id)
    }
    const title = `Crash owner flat ${token()}`
    const fields = { ...LISTING, title, district: 'Guntur', mandal: 'Guntur', images: JSON.stringify(images), sections: '[]' }
    const done = await write(
      tally,
      'site: add property',
      `${siteUrl}/add-property`,
      {
        method: 'POST',
        headers: { Origin: siteUrl, Cookie: seller.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      },
      (res) => res.status === 302 && (res.headers.get('location') ?? '').endsWith('/my-properties'),
    )
    if (done) record({ kind: 'listing', title, images })
  }

  /** Payload's REST as the admin (the CMS process): a picture and a listing with it. */
  async function cmsListing() {
    const images = []
    for (let i = 0; i < 2; i++) {
      const form = new FormData()
      form.set('file', new Blob([await noiseImage(ctx.root)], { type: 'image/png' }), `crash-${token()}.png`)
      form.set('_payload', JSON.stringify({ alt: 'crash test picture', purpose: 'listing' }))
      const done = await write(
        tally,
        'cms: upload image',
        `${cmsUrl}/cms/api/media`,
        {
          method: 'POST',
          headers: { Authorization: `JWT ${ctx.admin.jwt}` },
          body: form,
        },
        created,
      )
      if (!done) return
      record({ kind: 'media', id: done.body.doc.id, via: 'cms' })
      images.push(done.body.doc.id)
    }
    const title = `Crash cms flat ${token()}`
    const done = await write(
      tally,
      'cms: create property',
      `${cmsUrl}/cms/api/properties`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${ctx.admin.jwt}` },
        body: JSON.stringify({ ...LISTING, title, owner: pick(ctx.sellers).id, images, status: 'active' }),
      },
      created,
    )
    if (done) record({ kind: 'listing', title, id: done.body.doc.id, images })
  }

  /** A buyer's enquiry on the site, then the admin assigns it to an agent (console or CMS REST, by turns). */
  let assignments = 0
  async function enquiryAndAssignment() {
    const buyer = pick(ctx.buyers)
    const mark = `crash-enquiry-${token()}`
    const done = await write(
      tally,
      'site: send enquiry',
      `${siteUrl}/property/${ctx.enquiryTarget.slug}`,
      {
        method: 'POST',
        headers: { Origin: siteUrl, Cookie: buyer.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          intent: 'enquiry',
          name: 'Crash Buyer',
          email: buyer.email,
          message: `Is it available? ${mark}`,
        }).toString(),
      },
      (res) => res.status === 200,
    )
    if (!done) return
    record({ kind: 'enquiry', mark })
    // The site answers the enquiry without its id; the console would show it in its list.
    const inquiry = await ctx.queryOne('select id from inquiries where message like $1', [`%${mark}`])
    if (!inquiry) return
    const agent = pick(ctx.agents)
    if (assignments++ % 2 === 0) {
      const assigned = await write(
        tally,
        'console: assign agent',
        `${siteUrl}/api/admin/inquiries/${inquiry.id}/assign-agent`,
        json(siteUrl, ctx.admin.cookie, { agent: agent.id, notes: mark }),
        created,
      )
      if (assigned) record({ kind: 'assignment', id: assigned.body.assignment.id, inquiry: inquiry.id, agent: agent.id })
    } else {
      const now = Date.now()
      const assigned = await write(
        tally,
        'cms: create assignment',
        `${cmsUrl}/cms/api/inquiry-assignments`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `JWT ${ctx.admin.jwt}` },
          body: JSON.stringify({
            inquiry: inquiry.id,
            agent: agent.id,
            status: 'pending',
            assigned_at: new Date(now).toISOString(),
            expires_at: new Date(now + 24 * 3600_000).toISOString(),
            notes: mark,
          }),
        },
        created,
      )
      if (assigned) record({ kind: 'assignment', id: assigned.body.doc.id, inquiry: inquiry.id, agent: agent.id })
    }
  }

  /** The console's Add User (a pending agent), then Approve, which issues the licence number. */
  async function agentApproval() {
    const email = `crash-agent-${token()}@example.com`
    const done = await write(
      tally,
      'console: add user',
      `${siteUrl}/api/admin/users`,
      json(siteUrl, ctx.admin.cookie, {
        first_name: 'Crash',
        last_name: 'Agent',
        email,
        role: 'agent',
        status: 'active',
        verification_status: 'pending',
        password: 'Tamarind#Leaf42',
      }),
      created,
    )
    if (!done) return
    record({ kind: 'user', id: done.body.id, email })
    const approved = await write(
      tally,
      'console: approve agent',
      `${siteUrl}/api/admin/users/${done.body.id}/approve`,
      json(siteUrl, ctx.admin.cookie, {}),
      (res) => res.status === 200,
    )
    if (approved) record({ kind: 'approval', userId: done.body.id, licence: approved.body.license_number })
  }

  return [consoleListing, siteListing, cmsListing, enquiryAndAssignment, agentApproval]
}

/** A small flat for rent in Guntur: every field the console's and the owner's forms require. */
const LISTING = {
  description: 'A flat listed by the crash test while it kills the servers.',
  property_type: 'standalone_apartment',
  listing_type: 'RENT',
  monthly_rent: 18000,
  security_deposit: 36000,
  area_sqft: 950,
  bedrooms: 2,
  bathrooms: 2,
  furnishing_status: 'Unfurnished',
  address: '4 Crash Road',
  city: 'Guntur',
  state: 'Andhra Pradesh',
  zip_code: '522001',
  latitude: 16.3,
  longitude: 80.44,
}
