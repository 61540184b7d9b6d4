ALTER TABLE "uploads" ADD COLUMN "declared_size" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "cleaned_at" timestamp with time zone;--> statement-breakpoint
-- Uploads whose bytes already arrived count as received, so a still-live upload URL issued before this migration cannot overwrite them.
UPDATE "uploads" SET "received_at" = "created_at" WHERE "size" IS NOT NULL OR "sha256" IS NOT NULL;
