CREATE TABLE "party_transfer_references" (
	"party_id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "party_transfer_references_format_check" CHECK ("party_transfer_references"."reference" ~ '^GX-[0-9A-Z]{6}$')
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"usable_from_utc" timestamp with time zone NOT NULL,
	"created_utc" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"archived_utc" timestamp with time zone,
	"archived_by" uuid,
	"replaced_by" uuid,
	CONSTRAINT "payout_accounts_currency_check" CHECK ("payout_accounts"."currency" in ('NGN', 'USD')),
	CONSTRAINT "payout_accounts_bank_code_check" CHECK ("payout_accounts"."bank_code" ~ '^[0-9]{3}$'),
	CONSTRAINT "payout_accounts_number_check" CHECK ("payout_accounts"."account_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "payout_accounts_archived_check" CHECK (("payout_accounts"."archived_utc" is null) = ("payout_accounts"."archived_by" is null)
        and ("payout_accounts"."replaced_by" is null or "payout_accounts"."archived_utc" is not null))
);
--> statement-breakpoint
CREATE TABLE "platform_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_utc" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"updated_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_bank_accounts_currency_check" CHECK ("platform_bank_accounts"."currency" in ('NGN', 'USD')),
	CONSTRAINT "platform_bank_accounts_bank_code_check" CHECK ("platform_bank_accounts"."bank_code" ~ '^[0-9]{3}$'),
	CONSTRAINT "platform_bank_accounts_number_check" CHECK ("platform_bank_accounts"."account_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "party_transfer_references" ADD CONSTRAINT "party_transfer_references_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_replaced_by_payout_accounts_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_bank_accounts" ADD CONSTRAINT "platform_bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "party_transfer_references_reference_key" ON "party_transfer_references" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payout_accounts_party_idx" ON "payout_accounts" USING btree ("party_id","created_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_live_number_key" ON "payout_accounts" USING btree ("party_id","currency","bank_code","account_number") WHERE "payout_accounts"."archived_utc" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_bank_accounts_number_key" ON "platform_bank_accounts" USING btree ("currency","bank_code","account_number");