import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_published_at_tz" AS ENUM('Asia/Kolkata');
  CREATE TYPE "public"."enum__posts_v_version_published_at_tz" AS ENUM('Asia/Kolkata');
  ALTER TABLE "posts" ADD COLUMN "published_at_tz" "enum_posts_published_at_tz" DEFAULT 'Asia/Kolkata';
  ALTER TABLE "_posts_v" ADD COLUMN "version_published_at_tz" "enum__posts_v_version_published_at_tz" DEFAULT 'Asia/Kolkata';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP COLUMN "published_at_tz";
  ALTER TABLE "_posts_v" DROP COLUMN "version_published_at_tz";
  DROP TYPE "public"."enum_posts_published_at_tz";
  DROP TYPE "public"."enum__posts_v_version_published_at_tz";`)
}
