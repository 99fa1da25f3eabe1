import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_moderation_cases_flags" AS ENUM('reported', 'duplicate_photos', 'duplicate_text', 'same_address_low_price', 'discriminatory_text');
  CREATE TYPE "public"."enum_moderation_cases_matches_flag" AS ENUM('reported', 'duplicate_photos', 'duplicate_text', 'same_address_low_price', 'discriminatory_text');
  CREATE TYPE "public"."enum_moderation_cases_target_type" AS ENUM('property', 'agent');
  CREATE TYPE "public"."enum_moderation_cases_status" AS ENUM('open', 'dismissed', 'fix_requested', 'unpublished', 'suspended');
  CREATE TYPE "public"."enum_moderation_cases_held_from" AS ENUM('active', 'inactive', 'sold', 'rented', 'pending_review');
  CREATE TYPE "public"."enum_reports_target_type" AS ENUM('property', 'agent');
  CREATE TYPE "public"."enum_reports_reason" AS ENUM('fake', 'sold_or_let', 'wrong_details', 'broker_as_owner', 'money_before_visit', 'discriminatory', 'other');
  CREATE TYPE "public"."enum_reports_locale" AS ENUM('en', 'te', 'hi');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendModerationMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendModerationMail';
  CREATE TABLE "moderation_cases_flags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_moderation_cases_flags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "moderation_cases_matches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"flag" "enum_moderation_cases_matches_flag" NOT NULL,
  	"score" numeric,
  	"detail" varchar
  );
  
  CREATE TABLE "moderation_cases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target_type" "enum_moderation_cases_target_type" NOT NULL,
  	"property_id" integer,
  	"agent_id" integer,
  	"status" "enum_moderation_cases_status" DEFAULT 'open' NOT NULL,
  	"report_count" numeric DEFAULT 0,
  	"held_from" "enum_moderation_cases_held_from",
  	"admin_note" varchar,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "moderation_cases_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reporter_id" integer,
  	"target_type" "enum_reports_target_type" NOT NULL,
  	"property_id" integer,
  	"agent_id" integer,
  	"target_key" varchar,
  	"reason" "enum_reports_reason" NOT NULL,
  	"note" varchar,
  	"locale" "enum_reports_locale" DEFAULT 'en',
  	"case_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "phash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "moderation_cases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reports_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "moderation_report_threshold" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "moderation_discriminatory_phrases" varchar DEFAULT 'only vegetarians
  vegetarians only
  veg only
  only veg
  pure veg families only
  non veg not allowed
  non-vegetarians not allowed
  no non veg
  no muslims
  muslims not allowed
  no christians
  christians not allowed
  hindus only
  only hindus
  only brahmins
  brahmins only
  only jains
  jains only
  no sc/st
  sc st not allowed
  same caste only
  same community only
  bachelors not allowed
  no bachelors
  only families
  family only
  married couples only
  no single women
  no single ladies
  no unmarried couples
  no north indians
  no south indians
  locals only
  only telugu people
  no foreigners';
  ALTER TABLE "moderation_cases_flags" ADD CONSTRAINT "moderation_cases_flags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "moderation_cases_matches" ADD CONSTRAINT "moderation_cases_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "moderation_cases_matches" ADD CONSTRAINT "moderation_cases_matches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "moderation_cases_texts" ADD CONSTRAINT "moderation_cases_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "moderation_cases_flags_order_idx" ON "moderation_cases_flags" USING btree ("order");
  CREATE INDEX "moderation_cases_flags_parent_idx" ON "moderation_cases_flags" USING btree ("parent_id");
  CREATE INDEX "moderation_cases_matches_order_idx" ON "moderation_cases_matches" USING btree ("_order");
  CREATE INDEX "moderation_cases_matches_parent_id_idx" ON "moderation_cases_matches" USING btree ("_parent_id");
  CREATE INDEX "moderation_cases_matches_property_idx" ON "moderation_cases_matches" USING btree ("property_id");
  CREATE INDEX "moderation_cases_target_type_idx" ON "moderation_cases" USING btree ("target_type");
  CREATE INDEX "moderation_cases_property_idx" ON "moderation_cases" USING btree ("property_id");
  CREATE INDEX "moderation_cases_agent_idx" ON "moderation_cases" USING btree ("agent_id");
  CREATE INDEX "moderation_cases_status_idx" ON "moderation_cases" USING btree ("status");
  CREATE INDEX "moderation_cases_decided_by_idx" ON "moderation_cases" USING btree ("decided_by_id");
  CREATE INDEX "moderation_cases_updated_at_idx" ON "moderation_cases" USING btree ("updated_at");
  CREATE INDEX "moderation_cases_created_at_idx" ON "moderation_cases" USING btree ("created_at");
  CREATE INDEX "moderation_cases_texts_order_parent" ON "moderation_cases_texts" USING btree ("order","parent_id");
  CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");
  CREATE INDEX "reports_target_type_idx" ON "reports" USING btree ("target_type");
  CREATE INDEX "reports_property_idx" ON "reports" USING btree ("property_id");
  CREATE INDEX "reports_agent_idx" ON "reports" USING btree ("agent_id");
  CREATE INDEX "reports_target_key_idx" ON "reports" USING btree ("target_key");
  CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id");
  CREATE INDEX "reports_updated_at_idx" ON "reports" USING btree ("updated_at");
  CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "reporter_target_key_idx" ON "reports" USING btree ("reporter_id","target_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_moderation_cases_fk" FOREIGN KEY ("moderation_cases_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reports_fk" FOREIGN KEY ("reports_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_phash_idx" ON "media" USING btree ("phash");
  CREATE INDEX "payload_locked_documents_rels_moderation_cases_id_idx" ON "payload_locked_documents_rels" USING btree ("moderation_cases_id");
  CREATE INDEX "payload_locked_documents_rels_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("reports_id");
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  -- Near-duplicate listing texts (ADR 12): the expression screenListing compares with pg_trgm's % operator.
  CREATE INDEX "properties_title_description_trgm_idx" ON "properties"
    USING gin ((coalesce("title", '') || ' ' || coalesce("description", '')) gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "properties_title_description_trgm_idx";
  ALTER TABLE "moderation_cases_flags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "moderation_cases_matches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "moderation_cases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "moderation_cases_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "moderation_cases_flags" CASCADE;
  DROP TABLE "moderation_cases_matches" CASCADE;
  DROP TABLE "moderation_cases" CASCADE;
  DROP TABLE "moderation_cases_texts" CASCADE;
  DROP TABLE "reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_moderation_cases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireAssignments');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireAssignments');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_phash_idx";
  DROP INDEX "payload_locked_documents_rels_moderation_cases_id_idx";
  DROP INDEX "payload_locked_documents_rels_reports_id_idx";
  ALTER TABLE "media" DROP COLUMN "phash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "moderation_cases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reports_id";
  ALTER TABLE "site_settings" DROP COLUMN "moderation_report_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "moderation_discriminatory_phrases";
  DROP TYPE "public"."enum_moderation_cases_flags";
  DROP TYPE "public"."enum_moderation_cases_matches_flag";
  DROP TYPE "public"."enum_moderation_cases_target_type";
  DROP TYPE "public"."enum_moderation_cases_status";
  DROP TYPE "public"."enum_moderation_cases_held_from";
  DROP TYPE "public"."enum_reports_target_type";
  DROP TYPE "public"."enum_reports_reason";
  DROP TYPE "public"."enum_reports_locale";`)
}
