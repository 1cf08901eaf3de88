ALTER TABLE "college_events" ADD COLUMN "ar_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "college_events" ADD COLUMN "en_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "ar_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "en_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing items start even: both languages "changed" at the item's last update, so nothing needs translation.
UPDATE "college_events" SET "ar_changed_at" = "updated_at", "en_changed_at" = "updated_at";--> statement-breakpoint
UPDATE "news_items" SET "ar_changed_at" = "updated_at", "en_changed_at" = "updated_at";
