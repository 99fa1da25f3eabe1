import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_purpose" AS ENUM('listing', 'avatar', 'content');
  ALTER TABLE "media" ADD COLUMN "purpose" "enum_media_purpose" DEFAULT 'content';
  UPDATE "media" SET "purpose" = 'avatar' WHERE "id" IN (SELECT "profile_image_id" FROM "users" WHERE "profile_image_id" IS NOT NULL);
  UPDATE "media" SET "purpose" = 'listing' WHERE "id" IN (SELECT "media_id" FROM "properties_rels" WHERE "path" = 'images' AND "media_id" IS NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "purpose";
  DROP TYPE "public"."enum_media_purpose";`)
}
