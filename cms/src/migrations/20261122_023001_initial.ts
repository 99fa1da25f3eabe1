import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('buyer', 'seller', 'agent', 'admin', 'editor');
  CREATE TYPE "public"."enum_users_status" AS ENUM('active', 'inactive', 'suspended', 'pending', 'deleted');
  CREATE TYPE "public"."enum_users_verification_status" AS ENUM('pending', 'verified', 'approved', 'rejected');
  CREATE TYPE "public"."enum_users_business_type" AS ENUM('Individual Property Owner', 'Real Estate Developer', 'Property Investment Company', 'Real Estate Agency', 'Construction Company', 'Property Management Company', 'Other');
  CREATE TYPE "public"."enum_properties_listing_type" AS ENUM('SALE', 'RENT');
  CREATE TYPE "public"."enum_properties_property_type" AS ENUM('standalone_apartment', 'gated_apartment', 'independent_house', 'villa', 'commercial', 'land', 'plot', 'farm_house');
  CREATE TYPE "public"."enum_properties_commercial_subtype" AS ENUM('office', 'retail', 'warehouse', 'industrial', 'shop', 'showroom');
  CREATE TYPE "public"."enum_properties_land_type" AS ENUM('residential', 'agricultural', 'commercial', 'industrial');
  CREATE TYPE "public"."enum_properties_furnishing_status" AS ENUM('Unfurnished', 'Semi-Furnished', 'Fully-Furnished');
  CREATE TYPE "public"."enum_properties_facing" AS ENUM('north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest');
  CREATE TYPE "public"."enum_properties_soil_type" AS ENUM('black', 'red', 'alluvial', 'laterite');
  CREATE TYPE "public"."enum_properties_added_by_role" AS ENUM('buyer', 'seller', 'agent', 'admin', 'editor');
  CREATE TYPE "public"."enum_properties_status" AS ENUM('active', 'inactive', 'sold', 'rented');
  CREATE TYPE "public"."enum_properties_assignment_status" AS ENUM('pending', 'active', 'completed');
  CREATE TYPE "public"."enum_documents_document_category" AS ENUM('id_proof', 'address_proof', 'business_proof', 'property_document', 'pan_card', 'business_license', 'bank_statement', 'gst_certificate');
  CREATE TYPE "public"."enum_documents_entity_type" AS ENUM('user', 'property', 'verification', 'seller_doc');
  CREATE TYPE "public"."enum_documents_review_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('pending', 'confirmed', 'cancelled', 'completed');
  CREATE TYPE "public"."enum_inquiries_inquiry_type" AS ENUM('general', 'purchase', 'rent', 'other');
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'responded', 'closed');
  CREATE TYPE "public"."enum_inquiries_assignment_status" AS ENUM('pending', 'accepted', 'declined', 'expired');
  CREATE TYPE "public"."enum_inquiry_assignments_status" AS ENUM('pending', 'accepted', 'declined', 'expired');
  CREATE TYPE "public"."enum_property_assignments_status" AS ENUM('pending', 'active', 'completed');
  CREATE TYPE "public"."enum_viewings_status" AS ENUM('scheduled', 'completed', 'cancelled', 'no_show');
  CREATE TYPE "public"."enum_approvals_approval_type" AS ENUM('agent_license', 'seller_verification', 'property_listing');
  CREATE TYPE "public"."enum_approvals_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_approvals_origin" AS ENUM('admin', 'user');
  CREATE TYPE "public"."enum_seller_applications_business_type" AS ENUM('individual', 'partnership', 'company', 'llp');
  CREATE TYPE "public"."enum_seller_applications_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_states_region" AS ENUM('Northern', 'Southern', 'Eastern', 'Western', 'Central', 'Northeast India');
  CREATE TYPE "public"."enum_maintenance_requests_category" AS ENUM('Plumbing', 'Electrical', 'HVAC', 'Painting', 'Appliances', 'Flooring', 'Roofing', 'Garden/Landscaping', 'Security', 'Other');
  CREATE TYPE "public"."enum_maintenance_requests_priority" AS ENUM('LOW', 'MEDIUM', 'HIGH', 'URGENT');
  CREATE TYPE "public"."enum_maintenance_requests_status" AS ENUM('PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED');
  CREATE TYPE "public"."enum_rent_listings_tenant_preferences" AS ENUM('family', 'bachelors', 'working_professionals', 'students');
  CREATE TYPE "public"."enum_rent_listings_house_rules" AS ENUM('no_smoking', 'no_pets', 'no_parties', 'vegetarian_only');
  CREATE TYPE "public"."enum_rent_listings_contact_preferences" AS ENUM('phone_calls', 'whatsapp', 'email');
  CREATE TYPE "public"."enum_rent_listings_lease_duration" AS ENUM('6_months', '1_year', '2_years', '3_years', 'flexible');
  CREATE TYPE "public"."enum_nri_requests_property_type" AS ENUM('Apartment', 'Independent House', 'Villa', 'Penthouse', 'Studio', 'Duplex', 'Triplex', 'Plot/Land');
  CREATE TYPE "public"."enum_nri_requests_listing_type" AS ENUM('SALE', 'RENT');
  CREATE TYPE "public"."enum_nri_requests_management_type" AS ENUM('FULL_SERVICE', 'RENTAL_ONLY', 'MAINTENANCE_ONLY', 'CONSULTATION');
  CREATE TYPE "public"."enum_nri_requests_furnishing_status" AS ENUM('Fully Furnished', 'Semi Furnished', 'Unfurnished');
  CREATE TYPE "public"."enum_nri_requests_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_otp_codes_action" AS ENUM('verification', 'password_change', 'bank_update');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'buyer' NOT NULL,
  	"status" "enum_users_status" DEFAULT 'active' NOT NULL,
  	"verification_status" "enum_users_verification_status" DEFAULT 'pending' NOT NULL,
  	"email_verified" boolean DEFAULT false,
  	"custom_id" varchar,
  	"phone_number" varchar,
  	"date_of_birth" timestamp(3) with time zone,
  	"city" varchar,
  	"state" varchar,
  	"address" varchar,
  	"bio" varchar,
  	"profile_image_id" integer,
  	"agent_license_number" varchar,
  	"experience_years" numeric,
  	"specialization" varchar,
  	"education_background" varchar,
  	"agency_name" varchar,
  	"business_name" varchar,
  	"business_type" "enum_users_business_type",
  	"owner_name" varchar,
  	"account_verified" boolean DEFAULT false,
  	"rejection_reason" varchar,
  	"terms_accepted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "properties_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" varchar
  );
  
  CREATE TABLE "properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"custom_id" varchar,
  	"description" varchar NOT NULL,
  	"listing_type" "enum_properties_listing_type" DEFAULT 'SALE' NOT NULL,
  	"property_type" "enum_properties_property_type" NOT NULL,
  	"commercial_subtype" "enum_properties_commercial_subtype",
  	"land_type" "enum_properties_land_type",
  	"price" numeric,
  	"monthly_rent" numeric,
  	"security_deposit" numeric,
  	"maintenance_charges" numeric,
  	"rate_per_sqft" numeric,
  	"rate_per_sqyd" numeric,
  	"bedrooms" numeric,
  	"bathrooms" numeric,
  	"balconies" numeric,
  	"washrooms" numeric,
  	"area_sqft" numeric,
  	"area_sqyd" numeric,
  	"area_acres" numeric,
  	"carpet_area_sqft" numeric,
  	"built_up_area_sqft" numeric,
  	"plot_area_sqft" numeric,
  	"plot_area_sqyd" numeric,
  	"plot_dimensions" varchar,
  	"floor" varchar,
  	"floor_number" numeric,
  	"total_floors" numeric,
  	"total_floors_building" numeric,
  	"available_floor" varchar,
  	"floor_count" numeric,
  	"apartment_type" varchar,
  	"bhk_config" varchar,
  	"community_type" varchar,
  	"furnishing_status" "enum_properties_furnishing_status" DEFAULT 'Unfurnished',
  	"facing" "enum_properties_facing",
  	"parking_spaces" numeric,
  	"lift_available" boolean,
  	"power_backup" boolean,
  	"road_access" boolean DEFAULT true,
  	"water_source" varchar,
  	"electricity_available" boolean,
  	"water_availability" boolean,
  	"electricity_availability" boolean,
  	"soil_type" "enum_properties_soil_type",
  	"corner_plot" boolean,
  	"boundary_fencing" boolean,
  	"private_garden" boolean,
  	"private_driveway" boolean,
  	"visitor_parking" boolean,
  	"legal_status" varchar,
  	"rera_status" varchar,
  	"rera_number" varchar,
  	"address" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"district" varchar,
  	"mandal" varchar,
  	"state" varchar,
  	"zip_code" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"state_id" varchar,
  	"district_id" varchar,
  	"mandal_id" varchar,
  	"available_from" timestamp(3) with time zone,
  	"possession_date" timestamp(3) with time zone,
  	"owner_id" integer,
  	"added_by_id" integer,
  	"added_by_role" "enum_properties_added_by_role",
  	"status" "enum_properties_status" DEFAULT 'active' NOT NULL,
  	"featured" boolean DEFAULT false,
  	"verified" boolean DEFAULT false,
  	"assigned_agent_id" integer,
  	"assignment_status" "enum_properties_assignment_status",
  	"assigned_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "properties_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "properties_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"uploaded_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"document_category" "enum_documents_document_category",
  	"entity_type" "enum_documents_entity_type" DEFAULT 'user' NOT NULL,
  	"entity_id" varchar,
  	"review_status" "enum_documents_review_status" DEFAULT 'pending' NOT NULL,
  	"review_reason" varchar,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"uploaded_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"property_id" integer NOT NULL,
  	"agent_id" integer,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"booking_date" timestamp(3) with time zone NOT NULL,
  	"booking_time" varchar,
  	"notes" varchar,
  	"agent_notes" varchar,
  	"status" "enum_bookings_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"property_id" integer NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"message" varchar NOT NULL,
  	"inquiry_type" "enum_inquiries_inquiry_type" DEFAULT 'general',
  	"status" "enum_inquiries_status" DEFAULT 'new' NOT NULL,
  	"assigned_agent_id" integer,
  	"assignment_status" "enum_inquiries_assignment_status",
  	"assigned_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"responded_at" timestamp(3) with time zone,
  	"assignment_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiry_assignments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inquiry_id" integer NOT NULL,
  	"agent_id" integer NOT NULL,
  	"status" "enum_inquiry_assignments_status" DEFAULT 'pending' NOT NULL,
  	"assigned_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"responded_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"assigned_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_assignments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"agent_id" integer NOT NULL,
  	"status" "enum_property_assignments_status" DEFAULT 'pending' NOT NULL,
  	"assigned_at" timestamp(3) with time zone NOT NULL,
  	"responded_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"assigned_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "viewings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"booking_id" integer,
  	"scheduled_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_viewings_status" DEFAULT 'scheduled' NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "approvals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"approval_type" "enum_approvals_approval_type" NOT NULL,
  	"status" "enum_approvals_status" DEFAULT 'pending' NOT NULL,
  	"user_id" integer NOT NULL,
  	"property_id" integer,
  	"origin" "enum_approvals_origin" DEFAULT 'user' NOT NULL,
  	"admin_notes" varchar,
  	"license_number" varchar,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seller_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"business_name" varchar NOT NULL,
  	"business_type" "enum_seller_applications_business_type" NOT NULL,
  	"experience_years" numeric NOT NULL,
  	"license_number" varchar,
  	"pan_number" varchar NOT NULL,
  	"gst_number" varchar,
  	"address" varchar NOT NULL,
  	"city" varchar,
  	"pincode" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"district" varchar NOT NULL,
  	"mandal" varchar NOT NULL,
  	"bank_account" varchar NOT NULL,
  	"ifsc_code" varchar NOT NULL,
  	"pan_card_id" integer,
  	"business_license_id" integer,
  	"address_proof_id" integer,
  	"bank_statement_id" integer,
  	"gst_certificate_id" integer,
  	"status" "enum_seller_applications_status" DEFAULT 'pending' NOT NULL,
  	"admin_notes" varchar,
  	"reviewed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"image_url" varchar,
  	"latitude" numeric DEFAULT 0,
  	"longitude" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"region" "enum_states_region" NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agent_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agent_id" integer NOT NULL,
  	"reviewer_id" integer,
  	"rating" numeric NOT NULL,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"property_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "maintenance_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"category" "enum_maintenance_requests_category" NOT NULL,
  	"priority" "enum_maintenance_requests_priority" DEFAULT 'MEDIUM' NOT NULL,
  	"status" "enum_maintenance_requests_status" DEFAULT 'PENDING' NOT NULL,
  	"estimated_cost" numeric,
  	"completion_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rent_listings_tenant_preferences" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_rent_listings_tenant_preferences",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rent_listings_house_rules" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_rent_listings_house_rules",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rent_listings_contact_preferences" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_rent_listings_contact_preferences",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rent_listings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"property_id" integer NOT NULL,
  	"monthly_rent" numeric NOT NULL,
  	"security_deposit" numeric NOT NULL,
  	"available_from" timestamp(3) with time zone NOT NULL,
  	"lease_duration" "enum_rent_listings_lease_duration",
  	"rental_terms" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nri_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"property_type" "enum_nri_requests_property_type" NOT NULL,
  	"listing_type" "enum_nri_requests_listing_type" DEFAULT 'RENT',
  	"management_type" "enum_nri_requests_management_type" DEFAULT 'FULL_SERVICE' NOT NULL,
  	"address" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"district" varchar,
  	"mandal" varchar,
  	"state" varchar,
  	"zip_code" varchar,
  	"bedrooms" numeric,
  	"bathrooms" numeric,
  	"area_sqft" numeric,
  	"furnishing_status" "enum_nri_requests_furnishing_status",
  	"price" numeric,
  	"monthly_rent" numeric,
  	"security_deposit" numeric,
  	"status" "enum_nri_requests_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nri_requests_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"message" varchar,
  	"read" boolean DEFAULT false,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bank_details" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"bank_account_number" varchar NOT NULL,
  	"ifsc_code" varchar NOT NULL,
  	"account_holder_name" varchar,
  	"verified" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "otp_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"user_id" integer,
  	"action" "enum_otp_codes_action" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"content" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"excerpt" varchar,
  	"cover_image_id" integer,
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"category" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_cover_image_id" integer,
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_category" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"properties_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"bookings_id" integer,
  	"inquiries_id" integer,
  	"inquiry_assignments_id" integer,
  	"property_assignments_id" integer,
  	"viewings_id" integer,
  	"approvals_id" integer,
  	"seller_applications_id" integer,
  	"cities_id" integer,
  	"states_id" integer,
  	"agent_reviews_id" integer,
  	"saved_properties_id" integer,
  	"maintenance_requests_id" integer,
  	"rent_listings_id" integer,
  	"nri_requests_id" integer,
  	"notifications_id" integer,
  	"bank_details_id" integer,
  	"otp_codes_id" integer,
  	"pages_id" integer,
  	"posts_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar DEFAULT 'Gruha' NOT NULL,
  	"support_phone" varchar DEFAULT '1800-123-4567',
  	"info_email" varchar,
  	"support_email" varchar,
  	"address" varchar,
  	"license_prefix" varchar DEFAULT 'H&O' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_profile_image_id_media_id_fk" FOREIGN KEY ("profile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_texts" ADD CONSTRAINT "users_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_sections" ADD CONSTRAINT "properties_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_assigned_agent_id_users_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_texts" ADD CONSTRAINT "properties_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_agent_id_users_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_assignments" ADD CONSTRAINT "inquiry_assignments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_assignments" ADD CONSTRAINT "inquiry_assignments_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_assignments" ADD CONSTRAINT "inquiry_assignments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_assignments" ADD CONSTRAINT "property_assignments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_assignments" ADD CONSTRAINT "property_assignments_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_assignments" ADD CONSTRAINT "property_assignments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "viewings" ADD CONSTRAINT "viewings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_pan_card_id_documents_id_fk" FOREIGN KEY ("pan_card_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_business_license_id_documents_id_fk" FOREIGN KEY ("business_license_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_address_proof_id_documents_id_fk" FOREIGN KEY ("address_proof_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_bank_statement_id_documents_id_fk" FOREIGN KEY ("bank_statement_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_gst_certificate_id_documents_id_fk" FOREIGN KEY ("gst_certificate_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_reviews" ADD CONSTRAINT "agent_reviews_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_reviews" ADD CONSTRAINT "agent_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rent_listings_tenant_preferences" ADD CONSTRAINT "rent_listings_tenant_preferences_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rent_listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rent_listings_house_rules" ADD CONSTRAINT "rent_listings_house_rules_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rent_listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rent_listings_contact_preferences" ADD CONSTRAINT "rent_listings_contact_preferences_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rent_listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rent_listings" ADD CONSTRAINT "rent_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rent_listings" ADD CONSTRAINT "rent_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nri_requests" ADD CONSTRAINT "nri_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nri_requests_texts" ADD CONSTRAINT "nri_requests_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nri_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_assignments_fk" FOREIGN KEY ("inquiry_assignments_id") REFERENCES "public"."inquiry_assignments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_assignments_fk" FOREIGN KEY ("property_assignments_id") REFERENCES "public"."property_assignments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_viewings_fk" FOREIGN KEY ("viewings_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_approvals_fk" FOREIGN KEY ("approvals_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seller_applications_fk" FOREIGN KEY ("seller_applications_id") REFERENCES "public"."seller_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_states_fk" FOREIGN KEY ("states_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_reviews_fk" FOREIGN KEY ("agent_reviews_id") REFERENCES "public"."agent_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_properties_fk" FOREIGN KEY ("saved_properties_id") REFERENCES "public"."saved_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_maintenance_requests_fk" FOREIGN KEY ("maintenance_requests_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rent_listings_fk" FOREIGN KEY ("rent_listings_id") REFERENCES "public"."rent_listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nri_requests_fk" FOREIGN KEY ("nri_requests_id") REFERENCES "public"."nri_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bank_details_fk" FOREIGN KEY ("bank_details_id") REFERENCES "public"."bank_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_otp_codes_fk" FOREIGN KEY ("otp_codes_id") REFERENCES "public"."otp_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_status_idx" ON "users" USING btree ("status");
  CREATE INDEX "users_verification_status_idx" ON "users" USING btree ("verification_status");
  CREATE INDEX "users_email_verified_idx" ON "users" USING btree ("email_verified");
  CREATE UNIQUE INDEX "users_custom_id_idx" ON "users" USING btree ("custom_id");
  CREATE INDEX "users_profile_image_idx" ON "users" USING btree ("profile_image_id");
  CREATE UNIQUE INDEX "users_agent_license_number_idx" ON "users" USING btree ("agent_license_number");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_texts_order_parent" ON "users_texts" USING btree ("order","parent_id");
  CREATE INDEX "properties_sections_order_idx" ON "properties_sections" USING btree ("_order");
  CREATE INDEX "properties_sections_parent_id_idx" ON "properties_sections" USING btree ("_parent_id");
  CREATE INDEX "properties_slug_idx" ON "properties" USING btree ("slug");
  CREATE UNIQUE INDEX "properties_custom_id_idx" ON "properties" USING btree ("custom_id");
  CREATE INDEX "properties_listing_type_idx" ON "properties" USING btree ("listing_type");
  CREATE INDEX "properties_property_type_idx" ON "properties" USING btree ("property_type");
  CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price");
  CREATE INDEX "properties_monthly_rent_idx" ON "properties" USING btree ("monthly_rent");
  CREATE INDEX "properties_bedrooms_idx" ON "properties" USING btree ("bedrooms");
  CREATE INDEX "properties_bathrooms_idx" ON "properties" USING btree ("bathrooms");
  CREATE INDEX "properties_area_sqft_idx" ON "properties" USING btree ("area_sqft");
  CREATE INDEX "properties_furnishing_status_idx" ON "properties" USING btree ("furnishing_status");
  CREATE INDEX "properties_facing_idx" ON "properties" USING btree ("facing");
  CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city");
  CREATE INDEX "properties_district_idx" ON "properties" USING btree ("district");
  CREATE INDEX "properties_state_idx" ON "properties" USING btree ("state");
  CREATE INDEX "properties_zip_code_idx" ON "properties" USING btree ("zip_code");
  CREATE INDEX "properties_latitude_idx" ON "properties" USING btree ("latitude");
  CREATE INDEX "properties_longitude_idx" ON "properties" USING btree ("longitude");
  CREATE INDEX "properties_available_from_idx" ON "properties" USING btree ("available_from");
  CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id");
  CREATE INDEX "properties_added_by_idx" ON "properties" USING btree ("added_by_id");
  CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");
  CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("featured");
  CREATE INDEX "properties_assigned_agent_idx" ON "properties" USING btree ("assigned_agent_id");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE INDEX "status_listing_type_createdAt_idx" ON "properties" USING btree ("status","listing_type","created_at");
  CREATE INDEX "status_listing_type_price_idx" ON "properties" USING btree ("status","listing_type","price");
  CREATE INDEX "status_listing_type_monthly_rent_idx" ON "properties" USING btree ("status","listing_type","monthly_rent");
  CREATE INDEX "status_listing_type_city_idx" ON "properties" USING btree ("status","listing_type","city");
  CREATE INDEX "status_listing_type_property_type_idx" ON "properties" USING btree ("status","listing_type","property_type");
  CREATE INDEX "latitude_longitude_idx" ON "properties" USING btree ("latitude","longitude");
  CREATE INDEX "properties_texts_order_parent" ON "properties_texts" USING btree ("order","parent_id");
  CREATE INDEX "properties_rels_order_idx" ON "properties_rels" USING btree ("order");
  CREATE INDEX "properties_rels_parent_idx" ON "properties_rels" USING btree ("parent_id");
  CREATE INDEX "properties_rels_path_idx" ON "properties_rels" USING btree ("path");
  CREATE INDEX "properties_rels_media_id_idx" ON "properties_rels" USING btree ("media_id");
  CREATE INDEX "media_uploaded_by_idx" ON "media" USING btree ("uploaded_by_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "documents_document_category_idx" ON "documents" USING btree ("document_category");
  CREATE INDEX "documents_entity_type_idx" ON "documents" USING btree ("entity_type");
  CREATE INDEX "documents_entity_id_idx" ON "documents" USING btree ("entity_id");
  CREATE INDEX "documents_review_status_idx" ON "documents" USING btree ("review_status");
  CREATE INDEX "documents_reviewed_by_idx" ON "documents" USING btree ("reviewed_by_id");
  CREATE INDEX "documents_uploaded_by_idx" ON "documents" USING btree ("uploaded_by_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");
  CREATE INDEX "bookings_property_idx" ON "bookings" USING btree ("property_id");
  CREATE INDEX "bookings_agent_idx" ON "bookings" USING btree ("agent_id");
  CREATE INDEX "bookings_booking_date_idx" ON "bookings" USING btree ("booking_date");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id");
  CREATE INDEX "inquiries_property_idx" ON "inquiries" USING btree ("property_id");
  CREATE INDEX "inquiries_inquiry_type_idx" ON "inquiries" USING btree ("inquiry_type");
  CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status");
  CREATE INDEX "inquiries_assigned_agent_idx" ON "inquiries" USING btree ("assigned_agent_id");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  CREATE INDEX "inquiry_assignments_inquiry_idx" ON "inquiry_assignments" USING btree ("inquiry_id");
  CREATE INDEX "inquiry_assignments_agent_idx" ON "inquiry_assignments" USING btree ("agent_id");
  CREATE INDEX "inquiry_assignments_status_idx" ON "inquiry_assignments" USING btree ("status");
  CREATE INDEX "inquiry_assignments_expires_at_idx" ON "inquiry_assignments" USING btree ("expires_at");
  CREATE INDEX "inquiry_assignments_assigned_by_idx" ON "inquiry_assignments" USING btree ("assigned_by_id");
  CREATE INDEX "inquiry_assignments_updated_at_idx" ON "inquiry_assignments" USING btree ("updated_at");
  CREATE INDEX "inquiry_assignments_created_at_idx" ON "inquiry_assignments" USING btree ("created_at");
  CREATE INDEX "property_assignments_property_idx" ON "property_assignments" USING btree ("property_id");
  CREATE INDEX "property_assignments_agent_idx" ON "property_assignments" USING btree ("agent_id");
  CREATE INDEX "property_assignments_status_idx" ON "property_assignments" USING btree ("status");
  CREATE INDEX "property_assignments_assigned_by_idx" ON "property_assignments" USING btree ("assigned_by_id");
  CREATE INDEX "property_assignments_updated_at_idx" ON "property_assignments" USING btree ("updated_at");
  CREATE INDEX "property_assignments_created_at_idx" ON "property_assignments" USING btree ("created_at");
  CREATE INDEX "viewings_property_idx" ON "viewings" USING btree ("property_id");
  CREATE INDEX "viewings_booking_idx" ON "viewings" USING btree ("booking_id");
  CREATE INDEX "viewings_scheduled_at_idx" ON "viewings" USING btree ("scheduled_at");
  CREATE INDEX "viewings_status_idx" ON "viewings" USING btree ("status");
  CREATE INDEX "viewings_updated_at_idx" ON "viewings" USING btree ("updated_at");
  CREATE INDEX "viewings_created_at_idx" ON "viewings" USING btree ("created_at");
  CREATE INDEX "approvals_approval_type_idx" ON "approvals" USING btree ("approval_type");
  CREATE INDEX "approvals_status_idx" ON "approvals" USING btree ("status");
  CREATE INDEX "approvals_user_idx" ON "approvals" USING btree ("user_id");
  CREATE INDEX "approvals_property_idx" ON "approvals" USING btree ("property_id");
  CREATE INDEX "approvals_reviewed_by_idx" ON "approvals" USING btree ("reviewed_by_id");
  CREATE INDEX "approvals_updated_at_idx" ON "approvals" USING btree ("updated_at");
  CREATE INDEX "approvals_created_at_idx" ON "approvals" USING btree ("created_at");
  CREATE INDEX "seller_applications_user_idx" ON "seller_applications" USING btree ("user_id");
  CREATE INDEX "seller_applications_pan_card_idx" ON "seller_applications" USING btree ("pan_card_id");
  CREATE INDEX "seller_applications_business_license_idx" ON "seller_applications" USING btree ("business_license_id");
  CREATE INDEX "seller_applications_address_proof_idx" ON "seller_applications" USING btree ("address_proof_id");
  CREATE INDEX "seller_applications_bank_statement_idx" ON "seller_applications" USING btree ("bank_statement_id");
  CREATE INDEX "seller_applications_gst_certificate_idx" ON "seller_applications" USING btree ("gst_certificate_id");
  CREATE INDEX "seller_applications_status_idx" ON "seller_applications" USING btree ("status");
  CREATE INDEX "seller_applications_reviewed_by_idx" ON "seller_applications" USING btree ("reviewed_by_id");
  CREATE INDEX "seller_applications_updated_at_idx" ON "seller_applications" USING btree ("updated_at");
  CREATE INDEX "seller_applications_created_at_idx" ON "seller_applications" USING btree ("created_at");
  CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");
  CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state");
  CREATE INDEX "cities_is_active_idx" ON "cities" USING btree ("is_active");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE INDEX "state_name_idx" ON "cities" USING btree ("state","name");
  CREATE UNIQUE INDEX "states_name_idx" ON "states" USING btree ("name");
  CREATE INDEX "states_is_active_idx" ON "states" USING btree ("is_active");
  CREATE INDEX "states_updated_at_idx" ON "states" USING btree ("updated_at");
  CREATE INDEX "states_created_at_idx" ON "states" USING btree ("created_at");
  CREATE INDEX "agent_reviews_agent_idx" ON "agent_reviews" USING btree ("agent_id");
  CREATE INDEX "agent_reviews_reviewer_idx" ON "agent_reviews" USING btree ("reviewer_id");
  CREATE INDEX "agent_reviews_updated_at_idx" ON "agent_reviews" USING btree ("updated_at");
  CREATE INDEX "agent_reviews_created_at_idx" ON "agent_reviews" USING btree ("created_at");
  CREATE INDEX "saved_properties_user_idx" ON "saved_properties" USING btree ("user_id");
  CREATE INDEX "saved_properties_property_idx" ON "saved_properties" USING btree ("property_id");
  CREATE INDEX "saved_properties_updated_at_idx" ON "saved_properties" USING btree ("updated_at");
  CREATE INDEX "saved_properties_created_at_idx" ON "saved_properties" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_property_idx" ON "saved_properties" USING btree ("user_id","property_id");
  CREATE INDEX "maintenance_requests_property_idx" ON "maintenance_requests" USING btree ("property_id");
  CREATE INDEX "maintenance_requests_tenant_idx" ON "maintenance_requests" USING btree ("tenant_id");
  CREATE INDEX "maintenance_requests_status_idx" ON "maintenance_requests" USING btree ("status");
  CREATE INDEX "maintenance_requests_updated_at_idx" ON "maintenance_requests" USING btree ("updated_at");
  CREATE INDEX "maintenance_requests_created_at_idx" ON "maintenance_requests" USING btree ("created_at");
  CREATE INDEX "rent_listings_tenant_preferences_order_idx" ON "rent_listings_tenant_preferences" USING btree ("order");
  CREATE INDEX "rent_listings_tenant_preferences_parent_idx" ON "rent_listings_tenant_preferences" USING btree ("parent_id");
  CREATE INDEX "rent_listings_house_rules_order_idx" ON "rent_listings_house_rules" USING btree ("order");
  CREATE INDEX "rent_listings_house_rules_parent_idx" ON "rent_listings_house_rules" USING btree ("parent_id");
  CREATE INDEX "rent_listings_contact_preferences_order_idx" ON "rent_listings_contact_preferences" USING btree ("order");
  CREATE INDEX "rent_listings_contact_preferences_parent_idx" ON "rent_listings_contact_preferences" USING btree ("parent_id");
  CREATE INDEX "rent_listings_user_idx" ON "rent_listings" USING btree ("user_id");
  CREATE INDEX "rent_listings_property_idx" ON "rent_listings" USING btree ("property_id");
  CREATE INDEX "rent_listings_updated_at_idx" ON "rent_listings" USING btree ("updated_at");
  CREATE INDEX "rent_listings_created_at_idx" ON "rent_listings" USING btree ("created_at");
  CREATE INDEX "nri_requests_user_idx" ON "nri_requests" USING btree ("user_id");
  CREATE INDEX "nri_requests_status_idx" ON "nri_requests" USING btree ("status");
  CREATE INDEX "nri_requests_updated_at_idx" ON "nri_requests" USING btree ("updated_at");
  CREATE INDEX "nri_requests_created_at_idx" ON "nri_requests" USING btree ("created_at");
  CREATE INDEX "nri_requests_texts_order_parent" ON "nri_requests_texts" USING btree ("order","parent_id");
  CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");
  CREATE INDEX "notifications_read_idx" ON "notifications" USING btree ("read");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "bank_details_user_idx" ON "bank_details" USING btree ("user_id");
  CREATE INDEX "bank_details_updated_at_idx" ON "bank_details" USING btree ("updated_at");
  CREATE INDEX "bank_details_created_at_idx" ON "bank_details" USING btree ("created_at");
  CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("phone");
  CREATE INDEX "otp_codes_user_idx" ON "otp_codes" USING btree ("user_id");
  CREATE INDEX "otp_codes_action_idx" ON "otp_codes" USING btree ("action");
  CREATE INDEX "otp_codes_expires_at_idx" ON "otp_codes" USING btree ("expires_at");
  CREATE INDEX "otp_codes_updated_at_idx" ON "otp_codes" USING btree ("updated_at");
  CREATE INDEX "otp_codes_created_at_idx" ON "otp_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_cover_image_idx" ON "posts" USING btree ("cover_image_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_cover_image_idx" ON "_posts_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("properties_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");
  CREATE INDEX "payload_locked_documents_rels_inquiry_assignments_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_assignments_id");
  CREATE INDEX "payload_locked_documents_rels_property_assignments_id_idx" ON "payload_locked_documents_rels" USING btree ("property_assignments_id");
  CREATE INDEX "payload_locked_documents_rels_viewings_id_idx" ON "payload_locked_documents_rels" USING btree ("viewings_id");
  CREATE INDEX "payload_locked_documents_rels_approvals_id_idx" ON "payload_locked_documents_rels" USING btree ("approvals_id");
  CREATE INDEX "payload_locked_documents_rels_seller_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("seller_applications_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_states_id_idx" ON "payload_locked_documents_rels" USING btree ("states_id");
  CREATE INDEX "payload_locked_documents_rels_agent_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_saved_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_properties_id");
  CREATE INDEX "payload_locked_documents_rels_maintenance_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("maintenance_requests_id");
  CREATE INDEX "payload_locked_documents_rels_rent_listings_id_idx" ON "payload_locked_documents_rels" USING btree ("rent_listings_id");
  CREATE INDEX "payload_locked_documents_rels_nri_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("nri_requests_id");
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");
  CREATE INDEX "payload_locked_documents_rels_bank_details_id_idx" ON "payload_locked_documents_rels" USING btree ("bank_details_id");
  CREATE INDEX "payload_locked_documents_rels_otp_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("otp_codes_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_texts" CASCADE;
  DROP TABLE "properties_sections" CASCADE;
  DROP TABLE "properties" CASCADE;
  DROP TABLE "properties_texts" CASCADE;
  DROP TABLE "properties_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  DROP TABLE "inquiry_assignments" CASCADE;
  DROP TABLE "property_assignments" CASCADE;
  DROP TABLE "viewings" CASCADE;
  DROP TABLE "approvals" CASCADE;
  DROP TABLE "seller_applications" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "states" CASCADE;
  DROP TABLE "agent_reviews" CASCADE;
  DROP TABLE "saved_properties" CASCADE;
  DROP TABLE "maintenance_requests" CASCADE;
  DROP TABLE "rent_listings_tenant_preferences" CASCADE;
  DROP TABLE "rent_listings_house_rules" CASCADE;
  DROP TABLE "rent_listings_contact_preferences" CASCADE;
  DROP TABLE "rent_listings" CASCADE;
  DROP TABLE "nri_requests" CASCADE;
  DROP TABLE "nri_requests_texts" CASCADE;
  DROP TABLE "notifications" CASCADE;
  DROP TABLE "bank_details" CASCADE;
  DROP TABLE "otp_codes" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_status";
  DROP TYPE "public"."enum_users_verification_status";
  DROP TYPE "public"."enum_users_business_type";
  DROP TYPE "public"."enum_properties_listing_type";
  DROP TYPE "public"."enum_properties_property_type";
  DROP TYPE "public"."enum_properties_commercial_subtype";
  DROP TYPE "public"."enum_properties_land_type";
  DROP TYPE "public"."enum_properties_furnishing_status";
  DROP TYPE "public"."enum_properties_facing";
  DROP TYPE "public"."enum_properties_soil_type";
  DROP TYPE "public"."enum_properties_added_by_role";
  DROP TYPE "public"."enum_properties_status";
  DROP TYPE "public"."enum_properties_assignment_status";
  DROP TYPE "public"."enum_documents_document_category";
  DROP TYPE "public"."enum_documents_entity_type";
  DROP TYPE "public"."enum_documents_review_status";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_inquiries_inquiry_type";
  DROP TYPE "public"."enum_inquiries_status";
  DROP TYPE "public"."enum_inquiries_assignment_status";
  DROP TYPE "public"."enum_inquiry_assignments_status";
  DROP TYPE "public"."enum_property_assignments_status";
  DROP TYPE "public"."enum_viewings_status";
  DROP TYPE "public"."enum_approvals_approval_type";
  DROP TYPE "public"."enum_approvals_status";
  DROP TYPE "public"."enum_approvals_origin";
  DROP TYPE "public"."enum_seller_applications_business_type";
  DROP TYPE "public"."enum_seller_applications_status";
  DROP TYPE "public"."enum_states_region";
  DROP TYPE "public"."enum_maintenance_requests_category";
  DROP TYPE "public"."enum_maintenance_requests_priority";
  DROP TYPE "public"."enum_maintenance_requests_status";
  DROP TYPE "public"."enum_rent_listings_tenant_preferences";
  DROP TYPE "public"."enum_rent_listings_house_rules";
  DROP TYPE "public"."enum_rent_listings_contact_preferences";
  DROP TYPE "public"."enum_rent_listings_lease_duration";
  DROP TYPE "public"."enum_nri_requests_property_type";
  DROP TYPE "public"."enum_nri_requests_listing_type";
  DROP TYPE "public"."enum_nri_requests_management_type";
  DROP TYPE "public"."enum_nri_requests_furnishing_status";
  DROP TYPE "public"."enum_nri_requests_status";
  DROP TYPE "public"."enum_otp_codes_action";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";`)
}
