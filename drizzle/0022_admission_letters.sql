CREATE TABLE "admission_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "admission_letters_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "admission_letters" ADD CONSTRAINT "admission_letters_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_letters_application_idx" ON "admission_letters" USING btree ("application_id");