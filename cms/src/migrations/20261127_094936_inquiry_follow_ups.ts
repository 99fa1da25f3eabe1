import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ADD COLUMN "follow_up_of_id" integer;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_follow_up_of_id_inquiries_id_fk" FOREIGN KEY ("follow_up_of_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiries_follow_up_of_idx" ON "inquiries" USING btree ("follow_up_of_id");`)
  // Follow-ups sent before threading: under the sender's first earlier enquiry about the same property.
  await db.execute(sql`
  UPDATE "inquiries" f SET "follow_up_of_id" = (
    SELECT o."id" FROM "inquiries" o
    WHERE o."user_id" = f."user_id" AND o."property_id" = f."property_id" AND o."id" <> f."id"
      AND o."message" NOT LIKE 'Follow-up: %' AND o."created_at" <= f."created_at"
    ORDER BY o."created_at", o."id" LIMIT 1)
  WHERE f."message" LIKE 'Follow-up: %' AND f."user_id" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_follow_up_of_id_inquiries_id_fk";
  
  DROP INDEX "inquiries_follow_up_of_idx";
  ALTER TABLE "inquiries" DROP COLUMN "follow_up_of_id";`)
}
