import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_properties_status" ADD VALUE 'pending_review';
  CREATE TABLE "listing_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uploaded_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "properties_sections" ADD COLUMN "document_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_files_id" integer;
  ALTER TABLE "listing_files" ADD CONSTRAINT "listing_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "listing_files_uploaded_by_idx" ON "listing_files" USING btree ("uploaded_by_id");
  CREATE INDEX "listing_files_updated_at_idx" ON "listing_files" USING btree ("updated_at");
  CREATE INDEX "listing_files_created_at_idx" ON "listing_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "listing_files_filename_idx" ON "listing_files" USING btree ("filename");
  ALTER TABLE "properties_sections" ADD CONSTRAINT "properties_sections_document_id_listing_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."listing_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_files_fk" FOREIGN KEY ("listing_files_id") REFERENCES "public"."listing_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_sections_document_idx" ON "properties_sections" USING btree ("document_id");
  CREATE INDEX "payload_locked_documents_rels_listing_files_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "listing_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "listing_files" CASCADE;
  ALTER TABLE "properties_sections" DROP CONSTRAINT "properties_sections_document_id_listing_files_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_files_fk";
  
  ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'active'::text;
  DROP TYPE "public"."enum_properties_status";
  CREATE TYPE "public"."enum_properties_status" AS ENUM('active', 'inactive', 'sold', 'rented');
  ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'active'::"public"."enum_properties_status";
  ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE "public"."enum_properties_status" USING "status"::"public"."enum_properties_status";
  DROP INDEX "properties_sections_document_idx";
  DROP INDEX "payload_locked_documents_rels_listing_files_id_idx";
  ALTER TABLE "properties_sections" DROP COLUMN "document_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_files_id";`)
}
