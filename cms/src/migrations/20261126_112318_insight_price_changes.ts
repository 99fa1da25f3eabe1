import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_changes_field" AS ENUM('price', 'monthly_rent');
  CREATE TABLE "price_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"field" "enum_price_changes_field" NOT NULL,
  	"old_value" numeric,
  	"new_value" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_changes_id" integer;
  ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_changes_property_idx" ON "price_changes" USING btree ("property_id");
  CREATE INDEX "price_changes_updated_at_idx" ON "price_changes" USING btree ("updated_at");
  CREATE INDEX "price_changes_created_at_idx" ON "price_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_changes_fk" FOREIGN KEY ("price_changes_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("price_changes_id");`)
  // Listings made before the history existed start it with the price they carry now, dated when listed.
  await db.execute(sql`
  INSERT INTO "price_changes" ("property_id", "field", "new_value", "created_at", "updated_at")
    SELECT "id", 'price'::"enum_price_changes_field", "price", "created_at", "created_at" FROM "properties" WHERE "price" IS NOT NULL
    UNION ALL
    SELECT "id", 'monthly_rent'::"enum_price_changes_field", "monthly_rent", "created_at", "created_at" FROM "properties" WHERE "monthly_rent" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_price_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_changes_id";
  DROP TYPE "public"."enum_price_changes_field";`)
}
