CREATE TABLE "board" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"position_ar" text NOT NULL,
	"position_en" text NOT NULL,
	"bio_ar" text,
	"bio_en" text,
	"image_url" text,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_role_check" CHECK ("board"."role" in ('chairman', 'vice_chairman', 'member')),
	CONSTRAINT "board_text_not_blank" CHECK (btrim("board"."name_ar") <> '' and btrim("board"."name_en") <> '' and btrim("board"."position_ar") <> '' and btrim("board"."position_en") <> '')
);
--> statement-breakpoint
CREATE TABLE "seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_created_at_idx" ON "board" USING btree ("created_at","id");