CREATE TABLE "site_navigation" (
	"id" integer PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL,
	"pending" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text,
	CONSTRAINT "site_navigation_single" CHECK ("site_navigation"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "record_revisions" DROP CONSTRAINT "record_revisions_kind_check";--> statement-breakpoint
ALTER TABLE "record_revisions" ADD CONSTRAINT "record_revisions_kind_check" CHECK ("record_revisions"."kind" in ('board', 'directory', 'banner', 'navigation'));