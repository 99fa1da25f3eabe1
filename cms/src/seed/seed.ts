/**
 * The seed: reference data (states, cities), staff accounts, content pages and posts, site
 * settings, and — with `demo` — demo accounts and a demo catalogue of listings with pictures.
 *
 * CLI only (src/seed/cli.ts). Never reachable over HTTP. Every Local API call here runs without
 * a user and with `overrideAccess: true`, which is acceptable only because nothing outside the
 * CLI calls this module.
 *
 * Idempotent: each record is looked up by a natural key first and skipped when present
 * (state name; city name + state; user e-mail; property title + owner; media filename; page
 * and post slug; site settings already filled). Existing records are never modified, so an
 * admin's later edits (a changed password, an edited page) survive a re-run. The one exception:
 * a page or post with no Telugu or Hindi text yet gets the seeded translation in that language
 * (an editor's own translation is kept; see seed-content.ts).
 *
 * Needs no network: pictures are drawn locally (images.ts, scenes.ts).
 */
import type { Payload } from 'payload'
import { CITIES, INDIAN_STATES, LICENSE_NUMBER_DIGITS, LICENSE_PREFIX_DEFAULT, SUPPORT_PHONE, firstPasswordError } from '@gruha/shared'

import { FOOTER_LINKS, INFO_EMAIL, OFFICE_ADDRESS, SUPPORT_EMAIL, type SeedPostSlug } from './content'
import { buildDemoProperties, buildUser, type DemoOwnerKey, type UserSeedData } from './factories'
import { renderPropertyImage, seedImageFilename, type SeedImageRef } from './images'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts'
import { createSeedRng, DEMO_SEED } from './seed-prng'
import { seedContent } from './seed-content'
import { seedAgentTrackRecords } from './agent-track-records'
import { seedDemoActivity } from './demo-activity'

export interface SeedOptions {
  /** Also create demo accounts and the demo catalogue. */
  demo: boolean
  log?: (line: string) => void
  /** "Today" for the demo catalogue's relative dates; defaults to now. */
  today?: Date
}

export interface SeedCount {
  created: number
  skipped: number
}

/** The summary's rows: collections, plus 'translations' (a page's or post's Telugu or Hindi text written, or kept). */
export type SeedCollection = 'states' | 'cities' | 'users' | 'media' | 'properties' | 'pages' | 'posts' | 'site-settings' | 'translations'

export type SeedSummary = Record<SeedCollection, SeedCount>

export { DEMO_ACCOUNTS, DEMO_PASSWORD }
export const DEFAULT_ADMIN_EMAIL = 'admin@gruha.local'
export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345'
export const EDITOR_EMAIL = 'editor@gruha.local'
export const EDITOR_PASSWORD = 'Editor@12345'

/** The admin account the seed creates, from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD. */
export function adminCredentials(env: NodeJS.ProcessEnv = process.env): { email: string; password: string } {
  const email = (env.SEED_ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase()
  const password = env.SEED_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD
  const problem = firstPasswordError(password)
  if (problem) throw new Error(`SEED_ADMIN_PASSWORD is not strong enough: ${problem}`)
  return { email, password }
}

const emptySummary = (): SeedSummary => ({
  states: { created: 0, skipped: 0 },
  cities: { created: 0, skipped: 0 },
  users: { created: 0, skipped: 0 },
  media: { created: 0, skipped: 0 },
  properties: { created: 0, skipped: 0 },
  pages: { created: 0, skipped: 0 },
  posts: { created: 0, skipped: 0 },
  'site-settings': { created: 0, skipped: 0 },
  translations: { created: 0, skipped: 0 },
})

/** Staff and demo people. The demo agent is the one the spec's licence example names (H&O001). */
function staffUsers(): UserSeedData[] {
  const admin = adminCredentials()
  return [
    buildUser(
      {
        email: admin.email,
        password: admin.password,
        first_name: 'Gruha',
        last_name: 'Admin',
        role: 'admin',
        phone_number: '9000000001',
        city: 'Hyderabad',
        state: 'Telangana',
      },
      createSeedRng('admin'),
    ),
    buildUser(
      {
        email: EDITOR_EMAIL,
        password: EDITOR_PASSWORD,
        first_name: 'Gruha',
        last_name: 'Editor',
        role: 'editor',
        phone_number: '9000000002',
        city: 'Hyderabad',
        state: 'Telangana',
      },
      createSeedRng('editor'),
    ),
  ]
}

function demoUsers(licensePrefix: string): UserSeedData[] {
  const rng = createSeedRng(DEMO_SEED).fork('users')
  const license = (n: number) => `${licensePrefix}${String(n).padStart(LICENSE_NUMBER_DIGITS, '0')}`
  return [
    buildUser(
      {
        email: DEMO_ACCOUNTS.buyer,
        password: DEMO_PASSWORD,
        first_name: 'Ananya',
        last_name: 'Reddy',
        role: 'buyer',
        city: 'Hyderabad',
        state: 'Telangana',
        phone_number: '9876500001',
      },
      rng.fork('buyer'),
    ),
    buildUser(
      {
        email: DEMO_ACCOUNTS.seller,
        password: DEMO_PASSWORD,
        first_name: 'Ravi',
        last_name: 'Varma',
        role: 'seller',
        city: 'Visakhapatnam',
        state: 'Andhra Pradesh',
        phone_number: '9876500002',
        business_name: 'Varma Properties',
        business_type: 'Individual Property Owner',
        owner_name: 'Ravi Varma',
      },
      rng.fork('seller'),
    ),
    buildUser(
      {
        email: DEMO_ACCOUNTS.agent,
        password: DEMO_PASSWORD,
        first_name: 'Kiran',
        last_name: 'Naidu',
        role: 'agent',
        city: 'Visakhapatnam',
        state: 'Andhra Pradesh',
        phone_number: '9876500003',
        agent_license_number: license(1),
        rera_number: 'A06060018821',
        rera_state: 'Andhra Pradesh',
        experience_years: 7,
        specialization: 'Residential Sales',
        agency_name: 'Naidu Realty',
        languages: ['English', 'Telugu', 'Hindi'],
        education_background: 'B.Com, Andhra University',
        bio: 'Helping families buy and rent homes across Visakhapatnam — Madhurawada, MVP Colony, Rushikonda and Gajuwaka — since 2018.',
      },
      rng.fork('agent'),
    ),
    // More verified agents so the directory is not thin.
    buildUser(
      {
        email: 'lakshmi.agent@gruha.local',
        password: DEMO_PASSWORD,
        first_name: 'Lakshmi',
        last_name: 'Prasad',
        role: 'agent',
        city: 'Hyderabad',
        state: 'Telangana',
        phone_number: '9876500004',
        agent_license_number: license(2),
        rera_number: 'A02400003571',
        rera_state: 'Telangana',
        experience_years: 12,
        specialization: 'Luxury Properties',
        agency_name: 'Prasad Realty',
        languages: ['English', 'Telugu', 'Hindi'],
        bio: 'Villas and premium apartments in Gachibowli, Kokapet, Jubilee Hills and the western corridor.',
      },
      rng.fork('agent2'),
    ),
    buildUser(
      {
        email: 'arjun.agent@gruha.local',
        password: DEMO_PASSWORD,
        first_name: 'Arjun',
        last_name: 'Goud',
        role: 'agent',
        city: 'Hyderabad',
        state: 'Telangana',
        phone_number: '9876500005',
        agent_license_number: license(3),
        rera_number: 'A02400004102',
        rera_state: 'Telangana',
        experience_years: 4,
        specialization: 'Commercial Sales',
        agency_name: 'Goud Realty',
        languages: ['English', 'Telugu', 'Urdu'],
        bio: 'Offices, showrooms and retail space in HITEC City, Madhapur and Begumpet.',
      },
      rng.fork('agent3'),
    ),
    buildUser(
      {
        email: 'sravani.agent@gruha.local',
        password: DEMO_PASSWORD,
        first_name: 'Sravani',
        last_name: 'Chowdary',
        role: 'agent',
        city: 'Vijayawada',
        state: 'Andhra Pradesh',
        phone_number: '9876500006',
        agent_license_number: license(4),
        experience_years: 2,
        specialization: 'Land/Plot Sales',
        agency_name: 'Chowdary Realty',
        languages: ['English', 'Telugu'],
        bio: 'Approved plots and farm land around Vijayawada, Guntur and Amaravati.',
      },
      rng.fork('agent4'),
    ),
  ]
}

/** Cover pictures for the seeded posts. */
const POST_COVERS: Record<SeedPostSlug, SeedImageRef> = {
  'investment-tips': { type: 'gated_apartment', view: 'exterior', variant: 0 },
  'home-buying-guide': { type: 'independent_house', view: 'living', variant: 1 },
  'renting-checklist': { type: 'standalone_apartment', view: 'exterior', variant: 2 },
  'rera-explained': { type: 'plot', view: 'plan', variant: 0 },
}
const imageFilename = (ref: SeedImageRef) => seedImageFilename(ref.type, ref.variant, ref.view)

export async function seed(payload: Payload, opts: SeedOptions): Promise<SeedSummary> {
  const log = opts.log ?? (() => {})
  const summary = emptySummary()
  const count = (c: SeedCollection, created: boolean) => {
    summary[c][created ? 'created' : 'skipped']++
  }

  /* ---------- states ---------- */
  {
    const existing = await payload.find({ collection: 'states', pagination: false, depth: 0, overrideAccess: true })
    const names = new Set(existing.docs.map((d) => d.name.toLowerCase()))
    for (const s of INDIAN_STATES) {
      if (names.has(s.name.toLowerCase())) {
        count('states', false)
        continue
      }
      await payload.create({
        collection: 'states',
        data: { name: s.name, code: s.code, region: s.region, is_active: true },
        overrideAccess: true,
        depth: 0,
      })
      count('states', true)
    }
    log(`states: ${summary.states.created} created, ${summary.states.skipped} already there`)
  }

  /* ---------- cities ---------- */
  {
    const existing = await payload.find({ collection: 'cities', pagination: false, depth: 0, overrideAccess: true })
    const keys = new Set(existing.docs.map((d) => `${d.name}|${d.state}`.toLowerCase()))
    for (const c of CITIES) {
      if (keys.has(`${c.name}|${c.state}`.toLowerCase())) {
        count('cities', false)
        continue
      }
      await payload.create({
        collection: 'cities',
        data: { name: c.name, state: c.state, latitude: c.latitude, longitude: c.longitude, is_active: true },
        overrideAccess: true,
        depth: 0,
      })
      count('cities', true)
    }
    log(`cities: ${summary.cities.created} created, ${summary.cities.skipped} already there`)
  }

  /* ---------- site settings ---------- */
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const licensePrefix = settings.license_prefix || LICENSE_PREFIX_DEFAULT
  if (settings.info_email) {
    count('site-settings', false)
  } else {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        site_name: 'Gruha',
        support_phone: SUPPORT_PHONE,
        info_email: INFO_EMAIL,
        support_email: SUPPORT_EMAIL,
        address: OFFICE_ADDRESS,
        license_prefix: licensePrefix,
      },
      overrideAccess: true,
      depth: 0,
    })
    count('site-settings', true)
  }
  // The footer's links: only while every one is empty, so the links an admin set survive a re-run.
  const footerLinks = [...Object.values(settings.app_links ?? {}), ...Object.values(settings.social_links ?? {})]
  if (!footerLinks.some(Boolean)) {
    await payload.updateGlobal({ slug: 'site-settings', data: FOOTER_LINKS, overrideAccess: true, depth: 0 })
    log('site-settings: footer app-store and social links filled in')
  }

  /* ---------- users ---------- */
  const userIds = new Map<string, number>()
  const people = [...staffUsers(), ...(opts.demo ? demoUsers(licensePrefix) : [])]
  for (const person of people) {
    const email = person.email.toLowerCase()
    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const existing = found.docs[0]
    if (existing) {
      userIds.set(email, existing.id)
      count('users', false)
      continue
    }
    let license = person.agent_license_number
    if (license) license = await freeLicenseNumber(payload, license, licensePrefix, log)
    const doc = await payload.create({
      collection: 'users',
      data: { ...person, email, agent_license_number: license },
      overrideAccess: true,
      disableVerificationEmail: true,
      depth: 0,
    })
    userIds.set(email, doc.id)
    count('users', true)
  }
  log(`users: ${summary.users.created} created, ${summary.users.skipped} already there`)

  /* ---------- media (only what is used) ---------- */
  const mediaIds = new Map<string, number>()
  const uploadedBy = userIds.get(adminCredentials().email)
  const ensureImage = async (ref: SeedImageRef): Promise<number> => {
    // The file name is the upload's stable key; Payload keeps it because the seed overwrites rather than renames.
    const key = imageFilename(ref)
    const known = mediaIds.get(key)
    if (known !== undefined) return known
    const image = await renderPropertyImage(ref.type, ref.variant, ref.view)
    const found = await payload.find({
      collection: 'media',
      where: { filename: { equals: image.filename } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let id = found.docs[0]?.id
    if (id === undefined) {
      const doc = await payload.create({
        collection: 'media',
        data: { alt: image.alt, purpose: 'listing', uploaded_by: uploadedBy },
        file: { data: image.data, mimetype: image.mimetype, name: image.filename, size: image.data.length },
        overwriteExistingFiles: true,
        overrideAccess: true,
        depth: 0,
      })
      id = doc.id
      count('media', true)
    }
    mediaIds.set(key, id)
    return id
  }

  /* ---------- pages and posts, in every language ---------- */
  Object.assign(summary, await seedContent(payload, { log, coverImage: (slug) => ensureImage(POST_COVERS[slug]) }))

  /* ---------- demo catalogue ---------- */
  const wantedImages = new Set(Object.values(POST_COVERS).map(imageFilename))
  if (opts.demo) {
    const owners: Record<DemoOwnerKey, { id: number; role: 'seller' | 'agent' }> = {
      seller: { id: userIds.get(DEMO_ACCOUNTS.seller)!, role: 'seller' },
      agent: { id: userIds.get(DEMO_ACCOUNTS.agent)!, role: 'agent' },
    }
    const catalogue = buildDemoProperties({ seed: DEMO_SEED, today: opts.today })
    for (const item of catalogue) for (const img of item.images) wantedImages.add(imageFilename(img))
    const seededAt = opts.today ?? new Date()
    for (const [index, item] of catalogue.entries()) {
      const owner = owners[item.owner]
      const found = await payload.find({
        collection: 'properties',
        where: { and: [{ title: { equals: item.data.title } }, { owner: { equals: owner.id } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (found.docs[0]) {
        count('properties', false)
        continue
      }
      const images: number[] = []
      for (const img of item.images) images.push(await ensureImage(img))
      await payload.create({
        collection: 'properties',
        data: {
          ...item.data,
          owner: owner.id,
          added_by: owner.id,
          added_by_role: owner.role,
          images,
          // Posted over the past weeks, oldest first: the demo looks lived-in, and the demo owners'
          // catalogue does not count against today's listing quota (issue 23), so they can add more.
          createdAt: new Date(seededAt.getTime() - (1 + (catalogue.length - index) / 4) * 86_400_000).toISOString(),
        },
        overrideAccess: true,
        depth: 0,
      })
      count('properties', true)
    }
    log(`properties: ${summary.properties.created} created, ${summary.properties.skipped} already there`)
    log(`agents' closed deals and reviews: ${await seedAgentTrackRecords(payload, userIds)} created`)
    const activity = await seedDemoActivity(
      payload,
      {
        buyer: userIds.get(DEMO_ACCOUNTS.buyer),
        seller: userIds.get(DEMO_ACCOUNTS.seller),
        agent: userIds.get(DEMO_ACCOUNTS.agent),
        admin: userIds.get(adminCredentials().email),
      },
      opts.today,
    )
    log(
      `demo members' activity: ${activity.saved} saved, ${activity.enquiries} enquiries, ${activity.tours} tours, ${activity.assignments} agent assignments created`,
    )
  }
  // Pictures are looked up only when a record needs them; count the ones already there.
  const present = await payload.count({
    collection: 'media',
    where: { filename: { in: [...wantedImages] } },
    overrideAccess: true,
  })
  summary.media.skipped = Math.max(0, present.totalDocs - summary.media.created)
  log(`media: ${summary.media.created} uploaded, ${summary.media.skipped} already there`)

  return summary
}

/**
 * `wanted` if no other user holds it; otherwise the next free number with the same prefix
 * (an existing database may already have issued H&O001 to a real agent).
 */
async function freeLicenseNumber(payload: Payload, wanted: string, prefix: string, log: (s: string) => void): Promise<string> {
  const taken = async (license: string) =>
    (await payload.count({ collection: 'users', where: { agent_license_number: { equals: license } }, overrideAccess: true })).totalDocs > 0
  if (!(await taken(wanted))) return wanted
  for (let n = 1; n < 10 ** LICENSE_NUMBER_DIGITS; n++) {
    const candidate = `${prefix}${String(n).padStart(LICENSE_NUMBER_DIGITS, '0')}`
    if (!(await taken(candidate))) {
      log(`licence ${wanted} is already issued; using ${candidate}`)
      return candidate
    }
  }
  throw new Error(`No free agent licence number with prefix ${prefix}`)
}
