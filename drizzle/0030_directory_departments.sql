CREATE TABLE "directory_departments" (
	"id" integer PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "directory_departments_single" CHECK ("directory_departments"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "directory_members" DROP CONSTRAINT "directory_members_department_check";