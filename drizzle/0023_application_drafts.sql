CREATE TABLE "application_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"draft" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_drafts_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE INDEX "application_drafts_email_idx" ON "application_drafts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "application_drafts_key_idx" ON "application_drafts" USING btree ("idempotency_key");