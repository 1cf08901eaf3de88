CREATE TABLE "support_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "support_answers_title_unique" UNIQUE("title"),
	CONSTRAINT "support_answers_not_blank" CHECK (btrim("support_answers"."title") <> '' and btrim("support_answers"."body") <> '')
);
--> statement-breakpoint
CREATE TABLE "support_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_links_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "support_replies" ADD COLUMN "from" text DEFAULT 'desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "kind" text DEFAULT 'support' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "support_links" ADD CONSTRAINT "support_links_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_links_request_idx" ON "support_links" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assigned_to_staff_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_assigned_idx" ON "support_requests" USING btree ("assigned_to","created_at");--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_from_check" CHECK ("support_replies"."from" in ('desk', 'requester'));--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_kind_check" CHECK ("support_requests"."kind" in ('support', 'contact'));