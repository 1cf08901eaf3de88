CREATE TABLE "staff_sign_in_accounts" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone
);
--> statement-breakpoint
-- The wrong passwords were counted per account alone; they are counted per account and network
-- now. The old counts only held short locks: they go with the old table.
DROP TABLE "staff_sign_in_failures";--> statement-breakpoint
CREATE TABLE "staff_sign_in_failures" (
	"email" text NOT NULL,
	"network" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"signed_in_at" timestamp with time zone,
	CONSTRAINT "staff_sign_in_failures_email_network_pk" PRIMARY KEY("email","network")
);
