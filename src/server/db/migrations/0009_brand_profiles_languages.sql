CREATE TABLE "brand_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"business_type" text,
	"brand" text,
	"target_audience" text,
	"tone" text,
	"campaign_goal" text,
	"product_url" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"about" text,
	"always_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"never_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"example_posts" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "brand_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD COLUMN "brand_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_profiles_user_idx" ON "brand_profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_profiles_one_default_idx" ON "brand_profiles" USING btree ("user_id") WHERE "brand_profiles"."is_default";--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_brand_profile_id_brand_profiles_id_fk" FOREIGN KEY ("brand_profile_id") REFERENCES "public"."brand_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD CONSTRAINT "social_media_posts_brand_profile_id_brand_profiles_id_fk" FOREIGN KEY ("brand_profile_id") REFERENCES "public"."brand_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listings_brand_profile_idx" ON "product_listings" USING btree ("brand_profile_id");--> statement-breakpoint
CREATE INDEX "social_media_posts_brand_profile_idx" ON "social_media_posts" USING btree ("brand_profile_id");