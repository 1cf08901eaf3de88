CREATE TABLE "section_reviews" (
	"section" text PRIMARY KEY NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "review_author_id" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "review_author" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_review_state_check" CHECK ("site_pages"."review_state" in ('submitted', 'returned'));