import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "email_verification_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"email" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_verification_codes_id" integer;
  ALTER TABLE "email_verification_codes" ADD CONSTRAINT "email_verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "email_verification_codes_user_idx" ON "email_verification_codes" USING btree ("user_id");
  CREATE INDEX "email_verification_codes_email_idx" ON "email_verification_codes" USING btree ("email");
  CREATE INDEX "email_verification_codes_expires_at_idx" ON "email_verification_codes" USING btree ("expires_at");
  CREATE INDEX "email_verification_codes_updated_at_idx" ON "email_verification_codes" USING btree ("updated_at");
  CREATE INDEX "email_verification_codes_created_at_idx" ON "email_verification_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_verification_codes_fk" FOREIGN KEY ("email_verification_codes_id") REFERENCES "public"."email_verification_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_email_verification_codes_i_idx" ON "payload_locked_documents_rels" USING btree ("email_verification_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_verification_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_verification_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_verification_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_email_verification_codes_i_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_verification_codes_id";`)
}
