import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_listing_type" AS ENUM('SALE', 'RENT');
  CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily', 'weekly');
  CREATE TYPE "public"."enum_saved_searches_locale" AS ENUM('en', 'te', 'hi');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendSearchAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendSearchAlerts';
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"name" varchar NOT NULL,
  	"listing_type" "enum_saved_searches_listing_type" NOT NULL,
  	"query" varchar,
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'daily' NOT NULL,
  	"locale" "enum_saved_searches_locale" DEFAULT 'en' NOT NULL,
  	"active" boolean DEFAULT true,
  	"checked_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_search_hits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"saved_search_id" integer NOT NULL,
  	"property_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_search_hits_id" integer;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");
  CREATE INDEX "saved_searches_active_idx" ON "saved_searches" USING btree ("active");
  CREATE INDEX "saved_searches_checked_at_idx" ON "saved_searches" USING btree ("checked_at");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "saved_search_hits_saved_search_idx" ON "saved_search_hits" USING btree ("saved_search_id");
  CREATE INDEX "saved_search_hits_property_idx" ON "saved_search_hits" USING btree ("property_id");
  CREATE INDEX "saved_search_hits_updated_at_idx" ON "saved_search_hits" USING btree ("updated_at");
  CREATE INDEX "saved_search_hits_created_at_idx" ON "saved_search_hits" USING btree ("created_at");
  CREATE UNIQUE INDEX "saved_search_property_idx" ON "saved_search_hits" USING btree ("saved_search_id","property_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_search_hits_fk" FOREIGN KEY ("saved_search_hits_id") REFERENCES "public"."saved_search_hits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_saved_search_hits_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_search_hits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_search_hits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "saved_search_hits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_search_hits_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireAssignments');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireAssignments');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_search_hits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_search_hits_id";
  DROP TYPE "public"."enum_saved_searches_listing_type";
  DROP TYPE "public"."enum_saved_searches_frequency";
  DROP TYPE "public"."enum_saved_searches_locale";`)
}
