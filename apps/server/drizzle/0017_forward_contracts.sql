CREATE TABLE "forward_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inventory_id" uuid NOT NULL,
	"delivery_month" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forward_prices_amount_check" CHECK ("forward_prices"."amount" > 0),
	CONSTRAINT "forward_prices_currency_check" CHECK ("forward_prices"."currency" in ('NGN', 'USD')),
	CONSTRAINT "forward_prices_month_check" CHECK ("forward_prices"."delivery_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "sale_contracts" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"delivery_month" text NOT NULL,
	"forward_price_id" uuid NOT NULL,
	CONSTRAINT "sale_contracts_month_check" CHECK ("sale_contracts"."delivery_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "forward_prices" ADD CONSTRAINT "forward_prices_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_contracts" ADD CONSTRAINT "sale_contracts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_contracts" ADD CONSTRAINT "sale_contracts_forward_price_id_forward_prices_id_fk" FOREIGN KEY ("forward_price_id") REFERENCES "public"."forward_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forward_prices_current_idx" ON "forward_prices" USING btree ("inventory_id","delivery_month","currency","created_utc");--> statement-breakpoint
CREATE INDEX "forward_prices_month_idx" ON "forward_prices" USING btree ("delivery_month");--> statement-breakpoint
CREATE INDEX "sale_contracts_month_idx" ON "sale_contracts" USING btree ("delivery_month");