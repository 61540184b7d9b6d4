CREATE TABLE "free_rewrites" (
	"generation_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"user_id" uuid NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "free_rewrites_generation_id_platform_pk" PRIMARY KEY("generation_id","platform")
);
--> statement-breakpoint
ALTER TABLE "free_rewrites" ADD CONSTRAINT "free_rewrites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_rewrites_user_idx" ON "free_rewrites" USING btree ("user_id");