ALTER TABLE "product_listings" ADD COLUMN "additional_context" text;--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "own_tags" text[];--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD COLUMN "own_hashtags" text[];