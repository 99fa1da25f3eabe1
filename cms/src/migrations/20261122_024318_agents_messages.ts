import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agent_messages_topic" AS ENUM('contact', 'viewing');
  CREATE TABLE "agent_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sender_id" integer,
  	"agent_id" integer NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"topic" "enum_agent_messages_topic" DEFAULT 'contact' NOT NULL,
  	"message" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_messages_id" integer;
  ALTER TABLE "agent_messages" ADD CONSTRAINT "agent_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_messages" ADD CONSTRAINT "agent_messages_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "agent_messages_sender_idx" ON "agent_messages" USING btree ("sender_id");
  CREATE INDEX "agent_messages_agent_idx" ON "agent_messages" USING btree ("agent_id");
  CREATE INDEX "agent_messages_updated_at_idx" ON "agent_messages" USING btree ("updated_at");
  CREATE INDEX "agent_messages_created_at_idx" ON "agent_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_messages_fk" FOREIGN KEY ("agent_messages_id") REFERENCES "public"."agent_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_agent_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agent_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agent_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agent_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_agent_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_messages_id";
  DROP TYPE "public"."enum_agent_messages_topic";`)
}
