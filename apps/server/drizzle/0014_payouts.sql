CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"side" text NOT NULL,
	"party_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"payout_account_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"requested_utc" timestamp with time zone NOT NULL,
	"requested_by" uuid,
	"approved_utc" timestamp with time zone,
	"approved_by" uuid,
	"paid_utc" timestamp with time zone,
	"paid_by" uuid,
	"bank_reference" text,
	"closed_utc" timestamp with time zone,
	"closed_by" uuid,
	"reason" text,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_currency_check" CHECK ("payouts"."currency" in ('NGN', 'USD')),
	CONSTRAINT "payouts_side_check" CHECK ("payouts"."side" in ('supplier', 'offtaker')),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('Requested', 'Approved', 'Paid', 'Rejected', 'Cancelled')),
	CONSTRAINT "payouts_steps_check" CHECK (("payouts"."status" in ('Approved', 'Paid')) = ("payouts"."approved_utc" is not null)
        and ("payouts"."status" = 'Paid') = ("payouts"."paid_utc" is not null and "payouts"."bank_reference" is not null)
        and ("payouts"."status" in ('Rejected', 'Cancelled')) = ("payouts"."closed_utc" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_party_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_unique" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payouts_party_idx" ON "payouts" USING btree ("party_id","requested_utc");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","requested_utc") WHERE "payouts"."status" in ('Requested', 'Approved');--> statement-breakpoint
CREATE INDEX "payouts_account_idx" ON "payouts" USING btree ("payout_account_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('offtaker_wallet', 'offtaker_hold', 'supplier_wallet', 'platform_revenue', 'external_cash', 'platform_logistics_revenue', 'payout_hold', 'platform_bank_clearing'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_party_check" CHECK (("ledger_accounts"."kind" in ('platform_revenue', 'external_cash', 'platform_logistics_revenue', 'platform_bank_clearing')) = ("ledger_accounts"."party_id" is null));