CREATE TABLE "site_banner" (
	"id" integer PRIMARY KEY NOT NULL,
	"message_ar" text NOT NULL,
	"message_en" text NOT NULL,
	"link_href" text DEFAULT '' NOT NULL,
	"link_label_ar" text DEFAULT '' NOT NULL,
	"link_label_en" text DEFAULT '' NOT NULL,
	"severity" text DEFAULT 'info' NOT NULL,
	"shown_from" timestamp with time zone,
	"shown_until" timestamp with time zone,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "site_banner_single" CHECK ("site_banner"."id" = 1),
	CONSTRAINT "site_banner_severity_check" CHECK ("site_banner"."severity" in ('info', 'warning', 'urgent'))
);
