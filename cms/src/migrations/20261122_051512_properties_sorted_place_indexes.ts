import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "status_listing_type_city_idx";
  DROP INDEX "status_listing_type_property_type_idx";
  CREATE INDEX "status_listing_type_city_createdAt_idx" ON "properties" USING btree ("status","listing_type","city","created_at");
  CREATE INDEX "status_listing_type_state_createdAt_idx" ON "properties" USING btree ("status","listing_type","state","created_at");
  CREATE INDEX "status_listing_type_property_type_createdAt_idx" ON "properties" USING btree ("status","listing_type","property_type","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "status_listing_type_city_createdAt_idx";
  DROP INDEX "status_listing_type_state_createdAt_idx";
  DROP INDEX "status_listing_type_property_type_createdAt_idx";
  CREATE INDEX "status_listing_type_city_idx" ON "properties" USING btree ("status","listing_type","city");
  CREATE INDEX "status_listing_type_property_type_idx" ON "properties" USING btree ("status","listing_type","property_type");`)
}
