ALTER TABLE "circulars" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "review_author_id" text;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "review_author" text;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "college_events" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "college_events" ADD COLUMN "review_author_id" text;--> statement-breakpoint
ALTER TABLE "college_events" ADD COLUMN "review_author" text;--> statement-breakpoint
ALTER TABLE "college_events" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "college_events" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "review_author_id" text;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "review_author" text;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "circulars" ADD CONSTRAINT "circulars_review_state_check" CHECK ("circulars"."review_state" in ('submitted', 'returned'));--> statement-breakpoint
ALTER TABLE "college_events" ADD CONSTRAINT "college_events_review_state_check" CHECK ("college_events"."review_state" in ('submitted', 'returned'));--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_review_state_check" CHECK ("news_items"."review_state" in ('submitted', 'returned'));