import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The map's grid cells (ADR 29, services/properties/map-cells.ts): kept by PostgreSQL itself, so no
// writer can forget them. One ALTER rewrites the table once for both columns.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "properties"
    ADD COLUMN "map_cell_fine" integer GENERATED ALWAYS AS (floor(("latitude" + 90) / 0.1)::integer * 10000 + floor(("longitude" + 180) / 0.1)::integer) STORED,
    ADD COLUMN "map_cell_coarse" integer GENERATED ALWAYS AS (floor("latitude" + 90)::integer * 1000 + floor("longitude" + 180)::integer) STORED;
  CREATE INDEX "properties_map_cell_fine_idx" ON "properties" ("status", "listing_type", "map_cell_fine", "created_at")
    INCLUDE ("id", "latitude", "longitude", "price", "monthly_rent");
  CREATE INDEX "properties_map_cell_coarse_idx" ON "properties" ("status", "listing_type", "map_cell_coarse", "created_at")
    INCLUDE ("id", "latitude", "longitude", "price", "monthly_rent");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "properties_map_cell_coarse_idx";
  DROP INDEX IF EXISTS "properties_map_cell_fine_idx";
  ALTER TABLE "properties" DROP COLUMN "map_cell_coarse", DROP COLUMN "map_cell_fine";`)
}
