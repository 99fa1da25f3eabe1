import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The footer's app-store and social links in site-settings (issue 10, defect 5): optional https
 * addresses an admin fills in; the footer hides each one while it is empty.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "app_links_app_store" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "app_links_google_play" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "social_links_facebook" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "social_links_instagram" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "social_links_x" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "social_links_youtube" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "social_links_linkedin" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "app_links_app_store";
  ALTER TABLE "site_settings" DROP COLUMN "app_links_google_play";
  ALTER TABLE "site_settings" DROP COLUMN "social_links_facebook";
  ALTER TABLE "site_settings" DROP COLUMN "social_links_instagram";
  ALTER TABLE "site_settings" DROP COLUMN "social_links_x";
  ALTER TABLE "site_settings" DROP COLUMN "social_links_youtube";
  ALTER TABLE "site_settings" DROP COLUMN "social_links_linkedin";`)
}
