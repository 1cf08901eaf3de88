CREATE TABLE "media_files" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "media_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "media_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"date" date NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"excerpt_ar" text DEFAULT '' NOT NULL,
	"excerpt_en" text DEFAULT '' NOT NULL,
	"body_ar" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"image_id" uuid,
	"image_alt_ar" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"illustration" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "news_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "news_items_status_check" CHECK ("news_items"."status" in ('draft', 'published')),
	CONSTRAINT "news_items_published_complete" CHECK ("news_items"."status" <> 'published' or ("news_items"."publish_at" is not null and btrim("news_items"."title_ar") <> '' and btrim("news_items"."title_en") <> '' and btrim("news_items"."body_ar") <> '' and btrim("news_items"."body_en") <> ''))
);
--> statement-breakpoint
CREATE TABLE "news_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_revisions" ADD CONSTRAINT "news_revisions_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_image_idx" ON "media_files" USING btree ("image_id","width");--> statement-breakpoint
CREATE INDEX "news_items_public_idx" ON "news_items" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "news_revisions_news_idx" ON "news_revisions" USING btree ("news_id","saved_at");