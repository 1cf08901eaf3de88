CREATE TABLE "status_templates" (
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "status_templates_status_locale_pk" PRIMARY KEY("status","locale")
);
--> statement-breakpoint
DROP INDEX "application_drafts_email_idx";--> statement-breakpoint
ALTER TABLE "application_drafts" ADD COLUMN "email_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "application_drafts_email_idx" ON "application_drafts" USING btree ("email_key","created_at");