/**
 * The restore drill (ADR 22): records made through Payload are backed up while other test files keep
 * writing, restored into a fresh database on the same server, and must come back row for row and
 * byte for byte. Also: a non-empty target and a tampered backup are refused.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import pg from 'pg'
import sharp from 'sharp'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackup } from '../../scripts/db/lib/create-backup.mjs'
import { restoreBackup } from '../../scripts/db/lib/restore-backup.mjs'
import { compareWithManifest } from '../../scripts/db/lib/compare.mjs'
import { connect } from '../../scripts/db/lib/database.mjs'
import { uploadDirs } from '../../scripts/db/lib/uploads.mjs'
import { repoRoot } from '../src/paths'
import { sendEnquiry } from '../src/services/enquiries/send-enquiry'
import { uploadDocument } from '../src/services/uploads/upload-file'
import { getTestPayload } from './payload'
import { makeUser, uniq } from './factories'

const sourceUrl = () => process.env.DATABASE_URL as string
const targetName = `${new URL(sourceUrl()).pathname.slice(1)}_restore`
const targetUrl = () => {
  const url = new URL(sourceUrl())
  url.pathname = `/${targetName}`
  return url.toString()
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-backup-drill-'))
const backupDir = path.join(work, 'backup')
const restoredUploads = uploadDirs(path.join(work, 'restored-data'))

async function onServer(sql: string) {
  const admin = new pg.Client({ connectionString: sourceUrl() })
  await admin.connect()
  await admin.query(sql).finally(() => admin.end())
}

/** A photo no other test has, so its media row and files are this test's own. */
const uniquePicture = () =>
  sharp(crypto.randomBytes(16 * 12 * 3), { raw: { width: 16, height: 12, channels: 3 } })
    .resize(800, 600)
    .jpeg()
    .toBuffer()

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** A seller's listing with an uploaded photo, a private ID document, and a buyer's enquiry. */
async function makeRecords() {
  const payload = await getTestPayload()
  const seller = await makeUser(payload, 'seller', { verification_status: 'verified', status: 'active' })
  const buyer = await makeUser(payload, 'buyer')
  const photo = await uniquePicture()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Front of the house', purpose: 'listing' },
    file: { data: photo, mimetype: 'image/jpeg', name: `front-${uniq()}.jpg`, size: photo.length },
    overrideAccess: false,
    user: seller,
  })
  const listing = await payload.create({
    collection: 'properties',
    data: {
      title: `Two BHK flat ${uniq()}`,
      description: 'A bright flat near the metro, made by the backup drill.',
      listing_type: 'SALE',
      property_type: 'gated_apartment',
      price: 6_500_000,
      area_sqft: 1100,
      address: `Plot ${uniq()}, Road 2, Madhapur`,
      city: 'Hyderabad',
      state: 'Telangana',
      images: [media.id],
    } as RequiredDataFromCollectionSlug<'properties'>,
    overrideAccess: false,
    user: seller,
    depth: 0,
  })
  const document = await uploadDocument({
    payload,
    user: seller,
    input: {
      file: { name: 'id.png', type: 'image/png', size: PNG.length, arrayBuffer: async () => new Uint8Array(PNG).buffer },
      category: 'pan_card',
      entityType: 'seller_doc',
    },
  })
  const enquiry = await sendEnquiry({
    payload,
    user: buyer,
    input: {
      property: listing.id,
      name: 'Asha',
      email: 'asha@example.test',
      phone: undefined,
      message: 'Is it available?',
      inquiry_type: 'general',
    },
    propertyUrl: `http://site/property/${listing.id}`,
  })
  return { seller, media, listing, document, enquiry }
}

let records: Awaited<ReturnType<typeof makeRecords>>

beforeAll(async () => {
  records = await makeRecords()
  await onServer(`CREATE DATABASE "${targetName}"`)
})

afterAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`)
  fs.rmSync(work, { recursive: true, force: true })
})

describe('backup and restore drill', () => {
  it('restores every table and upload of a live database exactly into a fresh one', async () => {
    const manifest = await createBackup({ databaseUrl: sourceUrl(), target: backupDir, uploadDirs: uploadDirs() })
    const mediaFile = String(records.media.filename)
    expect(manifest.uploads.files.some((file) => file.folder === 'media' && file.path === mediaFile)).toBe(true)
    expect(manifest.uploads.files.some((file) => file.folder === 'documents')).toBe(true)

    const { comparison, newer } = await restoreBackup({ backupDir, databaseUrl: targetUrl(), uploadDirs: restoredUploads })
    expect(comparison.tables.length).toBeGreaterThan(50)
    expect(comparison.tables.filter((table) => !table.ok)).toEqual([])
    expect(comparison.identicalFiles).toBe(comparison.files)
    expect(newer).toEqual([])

    // Apart from the manifest: this test's rows are in the new database, its files byte-identical.
    const target = await connect(targetUrl(), 'drill')
    try {
      const { rows } = await target.query(
        `SELECT (SELECT count(*) FROM properties_rels WHERE parent_id = $1 AND media_id = $2)::int AS images,
                (SELECT count(*) FROM inquiries WHERE id = $3 AND property_id = $1)::int AS enquiries,
                (SELECT nextval('media_id_seq') > $2) AS ids_continue`,
        [records.listing.id, records.media.id, records.enquiry.id],
      )
      expect(rows[0]).toEqual({ images: 1, enquiries: 1, ids_continue: true })
    } finally {
      await target.end()
    }
    expect(fs.readFileSync(path.join(restoredUploads.media, mediaFile))).toEqual(fs.readFileSync(path.join(uploadDirs().media, mediaFile)))
  })

  it('refuses a non-empty database without --force, in one line', () => {
    const run = spawnSync(process.execPath, [path.join(repoRoot(), 'scripts/db/restore.mjs'), backupDir], {
      env: { ...process.env, DATABASE_URL: targetUrl(), GRUHA_DATA_DIR: path.join(work, 'restored-data') },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      `database "${targetName}" is not empty: restore into an empty database, or add --force to drop its public schema first`,
    )
  })

  it('refuses a backup whose COPY file was edited, before touching the target', async () => {
    const tampered = path.join(work, 'tampered')
    fs.cpSync(backupDir, tampered, { recursive: true })
    const file = path.join(tampered, 'tables', 'users.copy.gz')
    const rows = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')
    fs.writeFileSync(file, zlib.gzipSync(rows.replace('Testseller', 'Tampered')))
    await expect(
      restoreBackup({ backupDir: tampered, databaseUrl: targetUrl(), uploadDirs: restoredUploads, force: true }),
    ).rejects.toThrow("the backup is damaged; these do not match its manifest's checksums: tables/users.copy.gz")
  })

  it('tells a restored table that differs from the backup', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))
    const target = await connect(targetUrl(), 'drill')
    try {
      await target.query('UPDATE users SET last_name = $1 WHERE id = $2', ['Changed', records.seller.id])
      const { tables } = await compareWithManifest(target, { tables: manifest.tables, files: [] }, restoredUploads)
      expect(tables.filter((table) => !table.ok).map((table) => table.name)).toEqual(['users'])
    } finally {
      await target.end()
    }
  })
})
