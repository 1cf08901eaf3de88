CREATE TABLE "college_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"location_ar" text DEFAULT '' NOT NULL,
	"location_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "college_events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "college_events_status_check" CHECK ("college_events"."status" in ('draft', 'published')),
	CONSTRAINT "college_events_published_complete" CHECK ("college_events"."status" <> 'published' or ("college_events"."publish_at" is not null and btrim("college_events"."title_ar") <> '' and btrim("college_events"."title_en") <> '' and btrim("college_events"."location_ar") <> '' and btrim("college_events"."location_en") <> ''))
);
--> statement-breakpoint
CREATE TABLE "event_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_revisions" ADD CONSTRAINT "event_revisions_event_id_college_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."college_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "college_events_public_idx" ON "college_events" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "event_revisions_event_idx" ON "event_revisions" USING btree ("event_id","saved_at");