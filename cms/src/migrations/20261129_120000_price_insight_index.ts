import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A property page's price insight takes the median price per sq ft of up to 1,000 comparable listings
// (`getPriceInsight`): same status, listing type, city, locality and type group. Read through the heap,
// that was up to a thousand pages a page view at 10 lakh listings (845 read from disk, 16 ms, when they
// were not cached); from this index alone it is a few leaf pages (ADR 29).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "properties_price_insight_idx" ON "properties" ("status", "listing_type", "city", "property_type", "mandal")
    INCLUDE ("id", "price", "monthly_rent", "area_sqft", "built_up_area_sqft", "carpet_area_sqft", "plot_area_sqft", "plot_area_sqyd", "area_sqyd");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "properties_price_insight_idx";`)
}
