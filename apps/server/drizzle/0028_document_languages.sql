ALTER TABLE "invoices" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_advices" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_statements" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_language_check" CHECK ("invoices"."language" in ('en', 'ha'));--> statement-breakpoint
ALTER TABLE "payout_advices" ADD CONSTRAINT "payout_advices_language_check" CHECK ("payout_advices"."language" in ('en', 'ha'));--> statement-breakpoint
ALTER TABLE "wallet_statements" ADD CONSTRAINT "wallet_statements_language_check" CHECK ("wallet_statements"."language" in ('en', 'ha'));