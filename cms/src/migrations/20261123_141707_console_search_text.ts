import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The console's search column (`fields/searchTextField.ts`): one text per row with a trigram
 * index, kept by BEFORE triggers so that every writer (Payload, seeds, bulk SQL) keeps it true.
 * An enquiry's text includes its property's title; renaming a property refreshes its enquiries.
 * The six per-column trigram indexes on users served the old OR search and go.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  ALTER TABLE "users" ADD COLUMN "search_text" varchar;
  ALTER TABLE "properties" ADD COLUMN "search_text" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "search_text" varchar;

  CREATE OR REPLACE FUNCTION gruha_users_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_text := concat_ws(' ', NEW.email, NEW.first_name, NEW.last_name, NEW.custom_id, NEW.phone_number, NEW.city);
    RETURN NEW;
  END $$;
  CREATE OR REPLACE FUNCTION gruha_properties_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_text := concat_ws(' ', NEW.title, NEW.custom_id, NEW.city, NEW.state);
    RETURN NEW;
  END $$;
  CREATE OR REPLACE FUNCTION gruha_inquiries_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_text := concat_ws(' ', NEW.name, NEW.email, NEW.phone, NEW.message,
      (SELECT p.title FROM properties p WHERE p.id = NEW.property_id));
    RETURN NEW;
  END $$;
  CREATE OR REPLACE FUNCTION gruha_property_title_to_inquiries() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE inquiries SET search_text = NULL WHERE property_id = NEW.id;
    RETURN NULL;
  END $$;

  CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE ON "users"
    FOR EACH ROW EXECUTE FUNCTION gruha_users_search_text();
  CREATE TRIGGER properties_search_text BEFORE INSERT OR UPDATE ON "properties"
    FOR EACH ROW EXECUTE FUNCTION gruha_properties_search_text();
  CREATE TRIGGER inquiries_search_text BEFORE INSERT OR UPDATE ON "inquiries"
    FOR EACH ROW EXECUTE FUNCTION gruha_inquiries_search_text();
  CREATE TRIGGER properties_title_to_inquiries AFTER UPDATE OF "title" ON "properties"
    FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION gruha_property_title_to_inquiries();

  -- The triggers fill the column for existing rows.
  UPDATE "users" SET search_text = NULL;
  UPDATE "properties" SET search_text = NULL;
  UPDATE "inquiries" SET search_text = NULL;

  CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
  CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);
  CREATE INDEX "inquiries_search_text_trgm_idx" ON "inquiries" USING gin ("search_text" gin_trgm_ops);

  DROP INDEX IF EXISTS "users_email_trgm_idx";
  DROP INDEX IF EXISTS "users_first_name_trgm_idx";
  DROP INDEX IF EXISTS "users_last_name_trgm_idx";
  DROP INDEX IF EXISTS "users_custom_id_trgm_idx";
  DROP INDEX IF EXISTS "users_phone_number_trgm_idx";
  DROP INDEX IF EXISTS "users_city_trgm_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS properties_title_to_inquiries ON "properties";
  DROP TRIGGER IF EXISTS inquiries_search_text ON "inquiries";
  DROP TRIGGER IF EXISTS properties_search_text ON "properties";
  DROP TRIGGER IF EXISTS users_search_text ON "users";
  DROP FUNCTION IF EXISTS gruha_property_title_to_inquiries();
  DROP FUNCTION IF EXISTS gruha_inquiries_search_text();
  DROP FUNCTION IF EXISTS gruha_properties_search_text();
  DROP FUNCTION IF EXISTS gruha_users_search_text();
  ALTER TABLE "users" DROP COLUMN "search_text";
  ALTER TABLE "properties" DROP COLUMN "search_text";
  ALTER TABLE "inquiries" DROP COLUMN "search_text";
  CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_custom_id_trgm_idx" ON "users" USING gin ("custom_id" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_phone_number_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_city_trgm_idx" ON "users" USING gin ("city" gin_trgm_ops);`)
}
