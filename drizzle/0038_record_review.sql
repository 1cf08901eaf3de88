ALTER TABLE "board" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "board" ADD COLUMN "review_author_id" text;--> statement-breakpoint
ALTER TABLE "board" ADD COLUMN "review_author" text;--> statement-breakpoint
ALTER TABLE "board" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "board" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "academic_years" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "academic_years" ADD COLUMN "review_author_id" text;--> statement-breakpoint
ALTER TABLE "academic_years" ADD COLUMN "review_author" text;--> statement-breakpoint
ALTER TABLE "academic_years" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "academic_years" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "site_navigation" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "site_navigation" ADD COLUMN "review_author_id" text;--> statement-breakpoint
ALTER TABLE "site_navigation" ADD COLUMN "review_author" text;--> statement-breakpoint
ALTER TABLE "site_navigation" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_navigation" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "directory_members" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "directory_members" ADD COLUMN "review_author_id" text;--> statement-breakpoint
ALTER TABLE "directory_members" ADD COLUMN "review_author" text;--> statement-breakpoint
ALTER TABLE "directory_members" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "directory_members" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "board" ADD CONSTRAINT "board_review_state_check" CHECK ("board"."review_state" in ('submitted', 'returned'));--> statement-breakpoint
ALTER TABLE "academic_years" ADD CONSTRAINT "academic_years_review_state_check" CHECK ("academic_years"."review_state" in ('submitted', 'returned'));--> statement-breakpoint
ALTER TABLE "site_navigation" ADD CONSTRAINT "site_navigation_review_state_check" CHECK ("site_navigation"."review_state" in ('submitted', 'returned'));--> statement-breakpoint
ALTER TABLE "directory_members" ADD CONSTRAINT "directory_members_review_state_check" CHECK ("directory_members"."review_state" in ('submitted', 'returned'));