ALTER TABLE "applications" ADD COLUMN "link_generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_updated_at" timestamp with time zone;