import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_documents_document_category" ADD VALUE 'sale_deed';
  ALTER TYPE "public"."enum_documents_document_category" ADD VALUE 'tax_receipt';
  ALTER TYPE "public"."enum_documents_document_category" ADD VALUE 'encumbrance_certificate';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'listingFreshness';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recheckRera';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'listingFreshness';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recheckRera';
  ALTER TABLE "users" ADD COLUMN "rera_number" varchar;
  ALTER TABLE "users" ADD COLUMN "rera_state" varchar;
  ALTER TABLE "users" ADD COLUMN "rera_flagged" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "rera_checked_version" numeric;
  ALTER TABLE "users" ADD COLUMN "kyc_verified_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "rera_covered" boolean DEFAULT false;
  ALTER TABLE "properties" ADD COLUMN "rera_flagged" boolean DEFAULT false;
  ALTER TABLE "properties" ADD COLUMN "rera_checked_version" numeric;
  ALTER TABLE "properties" ADD COLUMN "owner_id_checked_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "ownership_document_checked_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "visited_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "visit_note" varchar;
  ALTER TABLE "properties" ADD COLUMN "last_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "expiry_reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "expired_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "trust_verification_valid_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "trust_listing_expiry_days" numeric DEFAULT 60 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "trust_expiry_reminder_days" numeric DEFAULT 7 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "trust_repost_window_weeks" numeric DEFAULT 14 NOT NULL;
  CREATE INDEX "properties_owner_id_checked_at_idx" ON "properties" USING btree ("owner_id_checked_at");
  CREATE INDEX "status_last_confirmed_at_idx" ON "properties" USING btree ("status","last_confirmed_at");`)
  // Existing data: verified accounts count as checked when last changed; every listing counts as
  // confirmed now, so none expires the moment this ships (owners get the reminder in 53 days).
  await db.execute(sql`
  UPDATE "users" SET "kyc_verified_at" = "updated_at" WHERE "verification_status" IN ('verified', 'approved');
  UPDATE "properties" p SET "owner_id_checked_at" = u."kyc_verified_at" FROM "users" u WHERE u."id" = p."owner_id";
  UPDATE "properties" SET "last_confirmed_at" = now();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" ALTER COLUMN "document_category" SET DATA TYPE text;
  DROP TYPE "public"."enum_documents_document_category";
  CREATE TYPE "public"."enum_documents_document_category" AS ENUM('id_proof', 'address_proof', 'business_proof', 'property_document', 'pan_card', 'business_license', 'bank_statement', 'gst_certificate');
  ALTER TABLE "documents" ALTER COLUMN "document_category" SET DATA TYPE "public"."enum_documents_document_category" USING "document_category"::"public"."enum_documents_document_category";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireAssignments');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireAssignments');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "properties_owner_id_checked_at_idx";
  DROP INDEX "status_last_confirmed_at_idx";
  ALTER TABLE "users" DROP COLUMN "rera_number";
  ALTER TABLE "users" DROP COLUMN "rera_state";
  ALTER TABLE "users" DROP COLUMN "rera_flagged";
  ALTER TABLE "users" DROP COLUMN "rera_checked_version";
  ALTER TABLE "users" DROP COLUMN "kyc_verified_at";
  ALTER TABLE "properties" DROP COLUMN "rera_covered";
  ALTER TABLE "properties" DROP COLUMN "rera_flagged";
  ALTER TABLE "properties" DROP COLUMN "rera_checked_version";
  ALTER TABLE "properties" DROP COLUMN "owner_id_checked_at";
  ALTER TABLE "properties" DROP COLUMN "ownership_document_checked_at";
  ALTER TABLE "properties" DROP COLUMN "visited_at";
  ALTER TABLE "properties" DROP COLUMN "visit_note";
  ALTER TABLE "properties" DROP COLUMN "last_confirmed_at";
  ALTER TABLE "properties" DROP COLUMN "expiry_reminder_sent_at";
  ALTER TABLE "properties" DROP COLUMN "expired_at";
  ALTER TABLE "site_settings" DROP COLUMN "trust_verification_valid_months";
  ALTER TABLE "site_settings" DROP COLUMN "trust_listing_expiry_days";
  ALTER TABLE "site_settings" DROP COLUMN "trust_expiry_reminder_days";
  ALTER TABLE "site_settings" DROP COLUMN "trust_repost_window_weeks";`)
}
