import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "approvals" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "contact_limits_window_minutes" numeric DEFAULT 60 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "contact_limits_enquiries" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "contact_limits_tours" numeric DEFAULT 5 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "contact_limits_agent_messages" numeric DEFAULT 10 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "approvals" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "site_settings" DROP COLUMN "contact_limits_window_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "contact_limits_enquiries";
  ALTER TABLE "site_settings" DROP COLUMN "contact_limits_tours";
  ALTER TABLE "site_settings" DROP COLUMN "contact_limits_agent_messages";`)
}
