ALTER TABLE "product_listings" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "skipped" jsonb;--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD COLUMN "product" text;