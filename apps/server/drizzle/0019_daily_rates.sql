CREATE TABLE "bid_fills" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"created_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "bid_fills_quantity_check" CHECK ("bid_fills"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"hub_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"currency" text NOT NULL,
	"contract" text NOT NULL,
	"method" text NOT NULL,
	"site_id" uuid,
	"logistics_fee_per_unit" bigint NOT NULL,
	"held" bigint NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"valid_until_utc" timestamp with time zone NOT NULL,
	"created_utc" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"closed_utc" timestamp with time zone,
	CONSTRAINT "bids_quantity_check" CHECK ("bids"."quantity" > 0),
	CONSTRAINT "bids_remaining_check" CHECK ("bids"."remaining" >= 0 and "bids"."remaining" <= "bids"."quantity"),
	CONSTRAINT "bids_unit_price_check" CHECK ("bids"."unit_price" > 0),
	CONSTRAINT "bids_fee_check" CHECK ("bids"."logistics_fee_per_unit" >= 0),
	CONSTRAINT "bids_held_check" CHECK ("bids"."held" = "bids"."quantity" * ("bids"."unit_price" + "bids"."logistics_fee_per_unit")),
	CONSTRAINT "bids_currency_check" CHECK ("bids"."currency" in ('NGN', 'USD')),
	CONSTRAINT "bids_status_check" CHECK ("bids"."status" in ('Open', 'Filled', 'Cancelled', 'Expired')),
	CONSTRAINT "bids_method_check" CHECK (("bids"."method" = 'delivery') = ("bids"."site_id" is not null)),
	CONSTRAINT "bids_contract_check" CHECK ("bids"."contract" = 'Spot' or "bids"."contract" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "bids_filled_check" CHECK (("bids"."status" = 'Filled') = ("bids"."remaining" = 0)),
	CONSTRAINT "bids_closed_check" CHECK (("bids"."status" = 'Open') = ("bids"."closed_utc" is null))
);
--> statement-breakpoint
CREATE TABLE "daily_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"hub_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"contract" text NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	"volume" bigint NOT NULL,
	"value" bigint NOT NULL,
	"trades" integer NOT NULL,
	"indicative" boolean NOT NULL,
	"window_start_utc" timestamp with time zone NOT NULL,
	"window_end_utc" timestamp with time zone NOT NULL,
	"published_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_rates_currency_check" CHECK ("daily_rates"."currency" in ('NGN', 'USD')),
	CONSTRAINT "daily_rates_contract_check" CHECK ("daily_rates"."contract" = 'Spot' or "daily_rates"."contract" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "daily_rates_figures_check" CHECK ("daily_rates"."trades" > 0 and "daily_rates"."volume" > 0 and "daily_rates"."price" > 0 and "daily_rates"."indicative" = ("daily_rates"."trades" < 3)),
	CONSTRAINT "daily_rates_window_check" CHECK ("daily_rates"."window_start_utc" < "daily_rates"."window_end_utc")
);
--> statement-breakpoint
ALTER TABLE "bid_fills" ADD CONSTRAINT "bid_fills_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_fills" ADD CONSTRAINT "bid_fills_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_customer_id_parties_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_site_id_delivery_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."delivery_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rates" ADD CONSTRAINT "daily_rates_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rates" ADD CONSTRAINT "daily_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_fills_bid_idx" ON "bid_fills" USING btree ("bid_id","created_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_reference_unique" ON "bids" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bids_customer_idx" ON "bids" USING btree ("customer_id","created_utc");--> statement-breakpoint
CREATE INDEX "bids_open_idx" ON "bids" USING btree ("product_id","hub_id","unit_price","created_utc") WHERE "bids"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "bids_expiry_idx" ON "bids" USING btree ("valid_until_utc") WHERE "bids"."status" = 'Open';--> statement-breakpoint
CREATE UNIQUE INDEX "daily_rates_key" ON "daily_rates" USING btree ("hub_id","product_id","contract","currency","day");--> statement-breakpoint
CREATE INDEX "daily_rates_day_idx" ON "daily_rates" USING btree ("day");