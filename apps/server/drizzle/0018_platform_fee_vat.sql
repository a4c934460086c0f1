CREATE TABLE "product_tax_rates" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"updated_utc" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "product_tax_rates_rate_check" CHECK ("product_tax_rates"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sale_fee_vat" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sale_fee_vat_rate_check" CHECK ("sale_fee_vat"."rate_basis_points" between 0 and 10000),
	CONSTRAINT "sale_fee_vat_amount_check" CHECK ("sale_fee_vat"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_party_check";--> statement-breakpoint
ALTER TABLE "product_tax_rates" ADD CONSTRAINT "product_tax_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rates" ADD CONSTRAINT "product_tax_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_fee_vat" ADD CONSTRAINT "sale_fee_vat_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('offtaker_wallet', 'offtaker_hold', 'supplier_wallet', 'platform_revenue', 'external_cash', 'platform_logistics_revenue', 'payout_hold', 'platform_bank_clearing', 'platform_vat_payable'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_party_check" CHECK (("ledger_accounts"."kind" in ('platform_revenue', 'external_cash', 'platform_logistics_revenue', 'platform_bank_clearing', 'platform_vat_payable')) = ("ledger_accounts"."party_id" is null));