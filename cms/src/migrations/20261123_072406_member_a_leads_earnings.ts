import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agent_earnings_rule" AS ENUM('sale', 'rental', 'conversion', 'bonus');
  CREATE TABLE "agent_earnings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agent_id" integer NOT NULL,
  	"rule" "enum_agent_earnings_rule" NOT NULL,
  	"amount" numeric NOT NULL,
  	"base_amount" numeric,
  	"month" varchar NOT NULL,
  	"property_id" integer,
  	"inquiry_id" integer,
  	"booking_id" integer,
  	"source_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "reply" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "replied_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_earnings_id" integer;
  ALTER TABLE "agent_earnings" ADD CONSTRAINT "agent_earnings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_earnings" ADD CONSTRAINT "agent_earnings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_earnings" ADD CONSTRAINT "agent_earnings_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_earnings" ADD CONSTRAINT "agent_earnings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "agent_earnings_agent_idx" ON "agent_earnings" USING btree ("agent_id");
  CREATE INDEX "agent_earnings_rule_idx" ON "agent_earnings" USING btree ("rule");
  CREATE INDEX "agent_earnings_month_idx" ON "agent_earnings" USING btree ("month");
  CREATE INDEX "agent_earnings_property_idx" ON "agent_earnings" USING btree ("property_id");
  CREATE INDEX "agent_earnings_inquiry_idx" ON "agent_earnings" USING btree ("inquiry_id");
  CREATE INDEX "agent_earnings_booking_idx" ON "agent_earnings" USING btree ("booking_id");
  CREATE UNIQUE INDEX "agent_earnings_source_key_idx" ON "agent_earnings" USING btree ("source_key");
  CREATE INDEX "agent_earnings_updated_at_idx" ON "agent_earnings" USING btree ("updated_at");
  CREATE INDEX "agent_earnings_created_at_idx" ON "agent_earnings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_earnings_fk" FOREIGN KEY ("agent_earnings_id") REFERENCES "public"."agent_earnings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email");
  CREATE INDEX "payload_locked_documents_rels_agent_earnings_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_earnings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agent_earnings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agent_earnings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agent_earnings_fk";
  
  DROP INDEX "bookings_email_idx";
  DROP INDEX "payload_locked_documents_rels_agent_earnings_id_idx";
  ALTER TABLE "inquiries" DROP COLUMN "reply";
  ALTER TABLE "inquiries" DROP COLUMN "replied_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_earnings_id";
  DROP TYPE "public"."enum_agent_earnings_rule";`)
}
