CREATE TABLE "review_proposals" (
	"desk" text PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"base" text NOT NULL,
	"review_state" text,
	"review_author_id" text,
	"review_author" text,
	"review_at" timestamp with time zone,
	"review_comment" text,
	CONSTRAINT "review_proposals_desk_check" CHECK ("review_proposals"."desk" in ('banner', 'figures')),
	CONSTRAINT "review_proposals_review_state_check" CHECK ("review_proposals"."review_state" in ('submitted', 'returned'))
);
