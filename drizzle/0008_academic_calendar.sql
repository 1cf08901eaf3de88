CREATE TABLE "academic_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"semester_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"event_ar" text DEFAULT '' NOT NULL,
	"event_en" text DEFAULT '' NOT NULL,
	"notes_ar" text DEFAULT '' NOT NULL,
	"notes_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "academic_dates_period_check" CHECK ("academic_dates"."end_date" is null or "academic_dates"."end_date" >= "academic_dates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "academic_semesters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "academic_semesters_place" UNIQUE("year","position"),
	CONSTRAINT "academic_semesters_type_check" CHECK ("academic_semesters"."type" in ('regular', 'second', 'summer'))
);
--> statement-breakpoint
CREATE TABLE "academic_year_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academic_years" (
	"year" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "academic_years_year_check" CHECK ("academic_years"."year" ~ '^[0-9]{4}-[0-9]{4}$'),
	CONSTRAINT "academic_years_status_check" CHECK ("academic_years"."status" in ('draft', 'published')),
	CONSTRAINT "academic_years_published_at" CHECK ("academic_years"."status" <> 'published' or "academic_years"."publish_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "academic_dates" ADD CONSTRAINT "academic_dates_semester_id_academic_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."academic_semesters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_semesters" ADD CONSTRAINT "academic_semesters_year_academic_years_year_fk" FOREIGN KEY ("year") REFERENCES "public"."academic_years"("year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_year_revisions" ADD CONSTRAINT "academic_year_revisions_year_academic_years_year_fk" FOREIGN KEY ("year") REFERENCES "public"."academic_years"("year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academic_dates_semester_idx" ON "academic_dates" USING btree ("semester_id","position");--> statement-breakpoint
CREATE INDEX "academic_year_revisions_year_idx" ON "academic_year_revisions" USING btree ("year","saved_at");