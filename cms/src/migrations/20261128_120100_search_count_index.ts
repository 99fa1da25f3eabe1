import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// /buy and /rent count their matches up to 10,000 (ADR 19). With a city and a type, this index answers
// the count from the index alone, bedrooms, price, area and the verified date included (ADR 29).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "properties_search_count_idx" ON "properties" ("status", "listing_type", "city", "property_type")
    INCLUDE ("price", "monthly_rent", "bedrooms", "bathrooms", "area_sqft", "owner_id_checked_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "properties_search_count_idx";`)
}
