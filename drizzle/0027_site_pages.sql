CREATE TABLE "page_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_key" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "page_revisions_reason_check" CHECK ("page_revisions"."reason" in ('imported', 'draft', 'scheduled', 'published', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"route_key" text PRIMARY KEY NOT NULL,
	"published" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	"draft" jsonb,
	"draft_saved_at" timestamp with time zone,
	"draft_saved_by" text,
	"publish_at" timestamp with time zone,
	"ar_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"en_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_route_key_site_pages_route_key_fk" FOREIGN KEY ("route_key") REFERENCES "public"."site_pages"("route_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_revisions_page_idx" ON "page_revisions" USING btree ("route_key","saved_at");