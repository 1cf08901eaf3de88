ALTER TABLE "application_documents" DROP CONSTRAINT "application_documents_slot_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fee_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fee_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fee_paid_on" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fee_bank_reference" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fee_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_slot_check" CHECK ("application_documents"."slot" in ('id', 'certificate', 'photo', 'payment'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_fee_status_check" CHECK ("applications"."fee_status" in ('unpaid', 'proof_sent', 'paid'));