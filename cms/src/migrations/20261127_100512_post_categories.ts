import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A free-text category as one of the list's keys; an unknown one becomes a general guide. */
const normalised = (column: string) => `CASE
    WHEN ${column} IS NULL OR btrim(${column}) = '' THEN NULL
    ELSE CASE regexp_replace(lower(btrim(${column})), '[^a-z]+', '_', 'g')
      WHEN 'buying' THEN 'buying' WHEN 'buy' THEN 'buying' WHEN 'home_buying' THEN 'buying'
      WHEN 'selling' THEN 'selling' WHEN 'sell' THEN 'selling'
      WHEN 'renting' THEN 'renting' WHEN 'rent' THEN 'renting' WHEN 'rental' THEN 'renting' WHEN 'rentals' THEN 'renting'
      WHEN 'investment' THEN 'investment' WHEN 'investing' THEN 'investment' WHEN 'invest' THEN 'investment'
      WHEN 'legal' THEN 'legal' WHEN 'law' THEN 'legal'
      WHEN 'home_loans' THEN 'home_loans' WHEN 'home_loan' THEN 'home_loans' WHEN 'loans' THEN 'home_loans' WHEN 'loan' THEN 'home_loans'
      WHEN 'market_trends' THEN 'market_trends' WHEN 'market' THEN 'market_trends' WHEN 'trends' THEN 'market_trends'
      ELSE 'guides' END
  END`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Categories were free text: each becomes one of the list's keys before the column takes the list.
  await db.execute(
    sql.raw(`UPDATE "posts" SET "category" = ${normalised('"category"')};
  UPDATE "_posts_v" SET "version_category" = ${normalised('"version_category"')};`),
  )
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_category" AS ENUM('buying', 'selling', 'renting', 'investment', 'legal', 'home_loans', 'market_trends', 'guides');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('buying', 'selling', 'renting', 'investment', 'legal', 'home_loans', 'market_trends', 'guides');
  ALTER TABLE "posts" ALTER COLUMN "category" SET DATA TYPE "public"."enum_posts_category" USING "category"::"public"."enum_posts_category";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_category" SET DATA TYPE "public"."enum__posts_v_version_category" USING "version_category"::"public"."enum__posts_v_version_category";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ALTER COLUMN "category" SET DATA TYPE varchar;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_category" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum__posts_v_version_category";`)
}
