CREATE TABLE "circular_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circular_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circulars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"date" date NOT NULL,
	"expires_on" date,
	"kind" text NOT NULL,
	"audiences" text[] NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_ar" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"ar_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"en_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "circulars_slug_unique" UNIQUE("slug"),
	CONSTRAINT "circulars_status_check" CHECK ("circulars"."status" in ('draft', 'published')),
	CONSTRAINT "circulars_kind_check" CHECK ("circulars"."kind" in ('exams', 'results', 'closure', 'general')),
	CONSTRAINT "circulars_audiences_check" CHECK (cardinality("circulars"."audiences") >= 1),
	CONSTRAINT "circulars_expiry_after_date" CHECK ("circulars"."expires_on" is null or "circulars"."expires_on" >= "circulars"."date"),
	CONSTRAINT "circulars_published_complete" CHECK ("circulars"."status" <> 'published' or ("circulars"."publish_at" is not null and btrim("circulars"."title_ar") <> '' and btrim("circulars"."title_en") <> '' and btrim("circulars"."body_ar") <> '' and btrim("circulars"."body_en") <> ''))
);
--> statement-breakpoint
ALTER TABLE "circular_revisions" ADD CONSTRAINT "circular_revisions_circular_id_circulars_id_fk" FOREIGN KEY ("circular_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circulars" ADD CONSTRAINT "circulars_file_id_library_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."library_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circular_revisions_circular_idx" ON "circular_revisions" USING btree ("circular_id","saved_at");--> statement-breakpoint
CREATE INDEX "circulars_public_idx" ON "circulars" USING btree ("status","date");