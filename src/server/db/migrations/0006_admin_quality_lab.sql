CREATE TABLE "quality_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engine" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "generations" integer;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "budget_ms" integer;--> statement-breakpoint
ALTER TABLE "quality_reports" ADD CONSTRAINT "quality_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_reports_created_idx" ON "quality_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quality_reports_created_by_idx" ON "quality_reports" USING btree ("created_by");