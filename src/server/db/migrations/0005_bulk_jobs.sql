CREATE TABLE "bulk_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"image_path" text NOT NULL,
	"product" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"generation_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"processed_by" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"processing_time_ms" integer
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"context" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_items" ADD CONSTRAINT "bulk_items_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_items_job_position_idx" ON "bulk_items" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "bulk_items_job_status_idx" ON "bulk_items" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "bulk_jobs_user_created_idx" ON "bulk_jobs" USING btree ("user_id","created_at");