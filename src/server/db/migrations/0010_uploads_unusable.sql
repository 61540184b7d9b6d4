ALTER TABLE "uploads" ADD COLUMN "unusable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "unusable_code" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "unusable_message" text;