import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 23 (trust-a): unique listing slugs with their history, the member quotas in site-settings,
 * and contact blocks ("mark as spam"). Before the unique index, listings that share a slug keep it
 * only for the oldest; the others get the first free -2, -3… (as the `assignUniqueSlug` hook would
 * have given them), and an all-digit slug (it would shadow /property/<id>) gets one too.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  DECLARE r record; candidate text; n int;
  BEGIN
    FOR r IN
      SELECT id, slug FROM (
        SELECT id, slug, row_number() OVER (PARTITION BY slug ORDER BY created_at, id) AS rank
        FROM properties WHERE slug IS NOT NULL
      ) ranked
      WHERE rank > 1 OR slug ~ '^[0-9]+$'
      ORDER BY id
    LOOP
      n := 2;
      LOOP
        candidate := r.slug || '-' || n;
        EXIT WHEN NOT EXISTS (SELECT 1 FROM properties WHERE slug = candidate);
        n := n + 1;
      END LOOP;
      UPDATE properties SET slug = candidate WHERE id = r.id;
    END LOOP;
  END $$;`)
  await db.execute(sql`
   CREATE TABLE "properties_slug_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL
  );
  
  CREATE TABLE "contact_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"blocker_id" integer,
  	"blocked_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "properties_slug_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_blocks_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "member_quotas_uploads_per_day" numeric DEFAULT 100 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "member_quotas_upload_mb_per_day" numeric DEFAULT 200 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "member_quotas_listings_per_day_verified" numeric DEFAULT 20 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "member_quotas_listings_per_day_unverified" numeric DEFAULT 5 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "member_quotas_private_documents" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "properties_slug_history" ADD CONSTRAINT "properties_slug_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_blocks" ADD CONSTRAINT "contact_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_blocks" ADD CONSTRAINT "contact_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "properties_slug_history_order_idx" ON "properties_slug_history" USING btree ("_order");
  CREATE INDEX "properties_slug_history_parent_id_idx" ON "properties_slug_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "properties_slug_history_slug_idx" ON "properties_slug_history" USING btree ("slug");
  CREATE INDEX "contact_blocks_blocker_idx" ON "contact_blocks" USING btree ("blocker_id");
  CREATE INDEX "contact_blocks_blocked_idx" ON "contact_blocks" USING btree ("blocked_id");
  CREATE INDEX "contact_blocks_updated_at_idx" ON "contact_blocks" USING btree ("updated_at");
  CREATE INDEX "contact_blocks_created_at_idx" ON "contact_blocks" USING btree ("created_at");
  CREATE UNIQUE INDEX "blocker_blocked_idx" ON "contact_blocks" USING btree ("blocker_id","blocked_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_blocks_fk" FOREIGN KEY ("contact_blocks_id") REFERENCES "public"."contact_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_blocks_id");
  CREATE UNIQUE INDEX "properties_slug_idx" ON "properties" USING btree ("slug");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_slug_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_blocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_slug_history" CASCADE;
  DROP TABLE "contact_blocks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_blocks_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_blocks_id_idx";
  DROP INDEX "properties_slug_idx";
  CREATE INDEX "properties_slug_idx" ON "properties" USING btree ("slug");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_blocks_id";
  ALTER TABLE "site_settings" DROP COLUMN "member_quotas_uploads_per_day";
  ALTER TABLE "site_settings" DROP COLUMN "member_quotas_upload_mb_per_day";
  ALTER TABLE "site_settings" DROP COLUMN "member_quotas_listings_per_day_verified";
  ALTER TABLE "site_settings" DROP COLUMN "member_quotas_listings_per_day_unverified";
  ALTER TABLE "site_settings" DROP COLUMN "member_quotas_private_documents";`)
}
