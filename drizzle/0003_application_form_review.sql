ALTER TABLE "applications" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_message" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "documents_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_review_status_check" CHECK ("applications"."review_status" in ('received', 'under_review', 'more_information', 'accepted', 'not_accepted'));