CREATE TABLE "application_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_links_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_links" ADD CONSTRAINT "application_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_links_application_idx" ON "application_links" USING btree ("application_id");