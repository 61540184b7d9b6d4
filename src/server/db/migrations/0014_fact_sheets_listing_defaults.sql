ALTER TABLE "brand_profiles" ADD COLUMN "listing_defaults" jsonb;--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "fact_sheet" jsonb;--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD COLUMN "fact_sheet" jsonb;