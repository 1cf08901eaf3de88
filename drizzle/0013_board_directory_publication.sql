ALTER TABLE "board" ADD COLUMN "publish_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "board" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "board" ADD COLUMN "updated_by" text;--> statement-breakpoint
-- Every member already on the board stays published, since they were added.
UPDATE "board" SET "publish_at" = "created_at", "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "directory_members" ADD COLUMN "publish_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
-- A shown record stays published; a hidden one becomes a draft (off the site, kept on the desk).
UPDATE "directory_members" SET "publish_at" = CASE WHEN "shown" THEN "created_at" ELSE NULL END;--> statement-breakpoint
ALTER TABLE "directory_members" DROP COLUMN "shown";