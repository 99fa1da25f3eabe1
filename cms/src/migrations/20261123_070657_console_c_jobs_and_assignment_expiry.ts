import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireAssignments');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireAssignments');
  ALTER TYPE "public"."enum_properties_assignment_status" ADD VALUE 'declined';
  ALTER TYPE "public"."enum_properties_assignment_status" ADD VALUE 'expired';
  ALTER TYPE "public"."enum_property_assignments_status" ADD VALUE 'declined';
  ALTER TYPE "public"."enum_property_assignments_status" ADD VALUE 'expired';
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "property_assignments" ADD COLUMN "expires_at" timestamp(3) with time zone;
  -- Existing offers get the default expiry (assigned_at + 24 h) before the column becomes required.
  UPDATE "property_assignments" SET "expires_at" = "assigned_at" + interval '24 hours' WHERE "expires_at" IS NULL;
  ALTER TABLE "property_assignments" ALTER COLUMN "expires_at" SET NOT NULL;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "property_assignments_expires_at_idx" ON "property_assignments" USING btree ("expires_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "properties" ALTER COLUMN "assignment_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_properties_assignment_status";
  CREATE TYPE "public"."enum_properties_assignment_status" AS ENUM('pending', 'active', 'completed');
  ALTER TABLE "properties" ALTER COLUMN "assignment_status" SET DATA TYPE "public"."enum_properties_assignment_status" USING "assignment_status"::"public"."enum_properties_assignment_status";
  ALTER TABLE "property_assignments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "property_assignments" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_property_assignments_status";
  CREATE TYPE "public"."enum_property_assignments_status" AS ENUM('pending', 'active', 'completed');
  ALTER TABLE "property_assignments" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_property_assignments_status";
  ALTER TABLE "property_assignments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_property_assignments_status" USING "status"::"public"."enum_property_assignments_status";
  DROP INDEX "property_assignments_expires_at_idx";
  ALTER TABLE "property_assignments" DROP COLUMN "expires_at";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
