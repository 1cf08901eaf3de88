CREATE TABLE "mail_wording" (
	"id" integer PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "mail_wording_single" CHECK ("mail_wording"."id" = 1)
);
