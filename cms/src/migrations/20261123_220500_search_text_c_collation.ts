import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The console's search columns compare under the "C" collation. ILIKE then folds case byte by
 * byte for ASCII instead of through the locale's wide-character tables, which made a search that
 * matches half of 1,00,000 enquiries spend most of its COUNT lower-casing text (94 ms → 55 ms).
 * Names, e-mails, ids and phone numbers are ASCII; Telugu and Devanagari have no case. The
 * trigram indexes are rebuilt by the type change and still serve `%word%` searches.
 * Drizzle's snapshot does not record collations, so this migration has no schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" ALTER COLUMN "search_text" TYPE varchar COLLATE "C";
  ALTER TABLE "properties" ALTER COLUMN "search_text" TYPE varchar COLLATE "C";
  ALTER TABLE "inquiries" ALTER COLUMN "search_text" TYPE varchar COLLATE "C";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" ALTER COLUMN "search_text" TYPE varchar COLLATE "default";
  ALTER TABLE "properties" ALTER COLUMN "search_text" TYPE varchar COLLATE "default";
  ALTER TABLE "inquiries" ALTER COLUMN "search_text" TYPE varchar COLLATE "default";`)
}
