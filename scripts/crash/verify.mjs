// What the crash test proves once everything is up again, read with SQL: every acknowledged write is
// stored, and nothing is half done (a listing without its pictures, a picture without its file, an
// assignment without its audit entry or its enquiry's mirror, an approval without its licence number).
import fs from 'node:fs'
import path from 'node:path'

/** Acknowledged writes that are not in the database: one line each. */
export async function missingWrites(db, acked) {
  const missing = []
  const ids = (kind) => acked.filter((a) => a.kind === kind)
  const has = async (sql, params) => (await db.query(sql, params)).rowCount > 0

  for (const m of ids('media'))
    if (!(await has('select 1 from media where id = $1', [m.id]))) missing.push(`media ${m.id} (uploaded through the ${m.via})`)
  for (const l of ids('listing')) {
    const { rows } = await db.query(
      `select p.id, array_remove(array_agg(r.media_id order by r."order"), null) as images
         from properties p left join properties_rels r on r.parent_id = p.id and r.path = 'images'
        where p.title = $1 group by p.id`,
      [l.title],
    )
    if (rows.length !== 1) missing.push(`listing "${l.title}" (${rows.length} rows)`)
    else if (l.images && rows[0].images.map(Number).join() !== l.images.map(Number).join())
      missing.push(`listing "${l.title}": pictures ${rows[0].images} instead of ${l.images}`)
  }
  for (const e of ids('enquiry'))
    if (!(await has('select 1 from inquiries where message like $1', [`%${e.mark}`]))) missing.push(`enquiry ${e.mark}`)
  for (const a of ids('assignment')) {
    if (!(await has('select 1 from inquiry_assignments where id = $1 and inquiry_id = $2 and agent_id = $3', [a.id, a.inquiry, a.agent])))
      missing.push(`assignment ${a.id}`)
  }
  for (const u of ids('user'))
    if (!(await has('select 1 from users where id = $1 and email = $2', [u.id, u.email]))) missing.push(`user ${u.email}`)
  for (const a of ids('approval')) {
    const ok = await has(`select 1 from users where id = $1 and verification_status = 'verified' and agent_license_number = $2`, [
      a.userId,
      a.licence,
    ])
    if (!ok) missing.push(`approval of user ${a.userId} (licence ${a.licence})`)
  }
  return missing
}

/** Records left half done by a crash, whether or not their write was acknowledged: one line each. */
export async function halfDone(db, mediaDir) {
  const found = []
  const each = async (label, sql) => {
    for (const row of (await db.query(sql)).rows) found.push(`${label}: ${JSON.stringify(row)}`)
  }
  // Every listing the test made has exactly its two pictures.
  await each(
    'listing without its pictures',
    `select p.id, p.title, count(r.id)::int as pictures from properties p
       left join properties_rels r on r.parent_id = p.id and r.path = 'images'
      where p.title like 'Crash %' group by p.id having count(r.id) <> 2`,
  )
  // Every change by a signed-in person has its audit entry in the same transaction.
  await each(
    'listing without its audit entry',
    `select p.id, p.title from properties p where p.title like 'Crash %' and not exists
       (select 1 from audit_logs l where l.target_collection = 'properties' and l.record_id = p.id::text)`,
  )
  await each(
    'assignment without its audit entry',
    `select a.id, a.inquiry_id from inquiry_assignments a join inquiries i on i.id = a.inquiry_id
      where i.message like '%crash-enquiry-%' and not exists
       (select 1 from audit_logs l where l.target_collection = 'inquiry-assignments' and l.record_id = a.id::text)`,
  )
  // The enquiry mirrors its newest live offer (agent and status), written by the assignment's hook.
  await each(
    'assignment not mirrored on its enquiry',
    `select a.id, a.inquiry_id, a.agent_id, i.assigned_agent_id from inquiries i
       join lateral (select * from inquiry_assignments a where a.inquiry_id = i.id order by a.id desc limit 1) a on true
      where i.message like '%crash-enquiry-%' and a.status = 'pending'
        and (i.assigned_agent_id is distinct from a.agent_id or i.assignment_status is distinct from 'pending')`,
  )
  // An approved agent has a licence number, and its approval record (approved, with that number).
  await each(
    'verified agent without a licence number',
    `select id, email from users where email like 'crash-agent-%' and verification_status = 'verified' and agent_license_number is null`,
  )
  await each(
    'verified agent without its approval record',
    `select u.id, u.email, u.agent_license_number from users u where u.email like 'crash-agent-%' and u.verification_status = 'verified'
        and not exists (select 1 from approvals a where a.user_id = u.id and a.approval_type = 'agent_license'
                          and a.status = 'approved' and a.license_number = u.agent_license_number)`,
  )
  await each(
    'approval without its licence number',
    `select a.id, a.user_id from approvals a where a.approval_type = 'agent_license' and a.status = 'approved' and a.license_number is null`,
  )
  await each(
    'approval whose agent is not verified',
    `select a.id, a.user_id from approvals a join users u on u.id = a.user_id
      where a.approval_type = 'agent_license' and a.status = 'approved' and u.verification_status <> 'verified'`,
  )
  await each(
    'approval without its audit entry',
    `select u.id, u.email from users u where u.email like 'crash-agent-%' and u.verification_status = 'verified' and not exists
       (select 1 from audit_logs l where l.target_collection = 'users' and l.record_id = u.id::text and l.changes ? 'verification_status')`,
  )
  // A picture's row never exists without its file (files are written before the row).
  const { rows } = await db.query(`select id, filename from media where filename like 'crash-%'`)
  for (const row of rows)
    if (!fs.existsSync(path.join(mediaDir, row.filename))) found.push(`picture without its file: ${JSON.stringify(row)}`)
  return found
}

/** Files left by uploads whose row never committed: harmless (nothing links to them), counted. */
export async function orphanFiles(db, mediaDir) {
  if (!fs.existsSync(mediaDir)) return 0
  const { rows } = await db.query(`select filename from media where filename like 'crash-%'`)
  const known = new Set(rows.map((r) => r.filename))
  return fs.readdirSync(mediaDir).filter((f) => /^crash-[a-z]+(-\d+)?\.png$/.test(f) && !known.has(f)).length
}
