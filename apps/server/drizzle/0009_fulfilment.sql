CREATE TABLE "delivery_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"lga" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"archived_utc" timestamp with time zone,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_sites_state_check" CHECK ("delivery_sites"."state" in ('Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara')),
	CONSTRAINT "delivery_sites_position_check" CHECK (("delivery_sites"."latitude" is null) = ("delivery_sites"."longitude" is null)
        and ("delivery_sites"."latitude" is null or "delivery_sites"."latitude" between -90 and 90)
        and ("delivery_sites"."longitude" is null or "delivery_sites"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "fulfilment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"status" text NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"note" text,
	"occurred_utc" timestamp with time zone NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_losses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" bigint NOT NULL,
	"occurred_utc" timestamp with time zone NOT NULL,
	"resolved_utc" timestamp with time zone,
	"resolution_note" text,
	CONSTRAINT "fulfilment_losses_quantity_check" CHECK ("fulfilment_losses"."quantity" > 0),
	CONSTRAINT "fulfilment_losses_kind_check" CHECK ("fulfilment_losses"."kind" in ('transit', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "fulfilments" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"site_id" uuid,
	"logistics_fee_per_unit" bigint DEFAULT 0 NOT NULL,
	"logistics_fee" bigint DEFAULT 0 NOT NULL,
	"status" text,
	"quantity_ordered" bigint NOT NULL,
	"quantity_loaded" bigint,
	"quantity_delivered" bigint,
	"quantity_accepted" bigint,
	"code_hash" text,
	"code_sealed" text,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_locked" boolean DEFAULT false NOT NULL,
	"dispute_reason" text,
	"dispute_window_end_utc" timestamp with time zone,
	"dispatch_deadline_utc" timestamp with time zone,
	"resolution" text,
	"resolution_note" text,
	"supplier_paid" bigint,
	"platform_fee" bigint,
	"logistics_fee_charged" bigint,
	"refunded" bigint,
	"approved_utc" timestamp with time zone,
	"scheduled_utc" timestamp with time zone,
	"loaded_utc" timestamp with time zone,
	"departed_utc" timestamp with time zone,
	"delivered_utc" timestamp with time zone,
	"accepted_utc" timestamp with time zone,
	"disputed_utc" timestamp with time zone,
	"settled_utc" timestamp with time zone,
	"cancelled_utc" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfilments_method_check" CHECK ("fulfilments"."method" in ('collection', 'delivery')),
	CONSTRAINT "fulfilments_status_check" CHECK ("fulfilments"."status" is null or "fulfilments"."status" in ('Awaiting dispatch', 'Ready for collection', 'Scheduled', 'Loaded', 'In transit', 'Delivered', 'Accepted', 'Disputed', 'Settled', 'Cancelled')),
	CONSTRAINT "fulfilments_site_check" CHECK (("fulfilments"."method" = 'delivery') = ("fulfilments"."site_id" is not null)),
	CONSTRAINT "fulfilments_fee_check" CHECK ("fulfilments"."logistics_fee_per_unit" >= 0 and "fulfilments"."logistics_fee" = "fulfilments"."logistics_fee_per_unit" * "fulfilments"."quantity_ordered"),
	CONSTRAINT "fulfilments_quantities_check" CHECK ("fulfilments"."quantity_ordered" > 0
        and ("fulfilments"."quantity_loaded" is null or "fulfilments"."quantity_loaded" between 0 and "fulfilments"."quantity_ordered")
        and ("fulfilments"."quantity_delivered" is null or "fulfilments"."quantity_delivered" between 0 and coalesce("fulfilments"."quantity_loaded", 0))
        and ("fulfilments"."quantity_accepted" is null or "fulfilments"."quantity_accepted" between 0 and coalesce("fulfilments"."quantity_delivered", "fulfilments"."quantity_loaded", 0))),
	CONSTRAINT "fulfilments_attempts_check" CHECK ("fulfilments"."code_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "logistics_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" uuid NOT NULL,
	"state" text NOT NULL,
	"currency" text NOT NULL,
	"fee_per_unit" bigint NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_fees_fee_check" CHECK ("logistics_fees"."fee_per_unit" >= 0),
	CONSTRAINT "logistics_fees_state_check" CHECK ("logistics_fees"."state" in ('Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara')),
	CONSTRAINT "logistics_fees_currency_check" CHECK ("logistics_fees"."currency" in ('NGN', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_party_check";--> statement-breakpoint
ALTER TABLE "delivery_sites" ADD CONSTRAINT "delivery_sites_customer_id_parties_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_events" ADD CONSTRAINT "fulfilment_events_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_events" ADD CONSTRAINT "fulfilment_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_losses" ADD CONSTRAINT "fulfilment_losses_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_losses" ADD CONSTRAINT "fulfilment_losses_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_site_id_delivery_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."delivery_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_fees" ADD CONSTRAINT "logistics_fees_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_sites_customer_idx" ON "delivery_sites" USING btree ("customer_id","created_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilment_events_sale_seq_key" ON "fulfilment_events" USING btree ("sale_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilment_losses_sale_kind_key" ON "fulfilment_losses" USING btree ("sale_id","kind");--> statement-breakpoint
CREATE INDEX "fulfilments_status_idx" ON "fulfilments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "fulfilments_site_idx" ON "fulfilments" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_fees_route_key" ON "logistics_fees" USING btree ("hub_id","state","currency");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('offtaker_wallet', 'offtaker_hold', 'supplier_wallet', 'platform_revenue', 'external_cash', 'platform_logistics_revenue'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_party_check" CHECK (("ledger_accounts"."kind" in ('platform_revenue', 'external_cash', 'platform_logistics_revenue')) = ("ledger_accounts"."party_id" is null));--> statement-breakpoint
-- Sales placed before fulfilment existed: collected at the hub, and those approved were settled
-- at approval (the old rule), so their fulfilment is Settled with everything delivered and accepted.
INSERT INTO "fulfilments" ("sale_id", "method", "quantity_ordered", "status", "quantity_loaded",
  "quantity_delivered", "quantity_accepted", "supplier_paid", "platform_fee", "logistics_fee_charged",
  "refunded", "approved_utc", "loaded_utc", "accepted_utc", "settled_utc")
SELECT "id", 'collection', "quantity",
  CASE WHEN "status" = 'Approved' THEN 'Settled' END,
  CASE WHEN "status" = 'Approved' THEN "quantity" END,
  CASE WHEN "status" = 'Approved' THEN "quantity" END,
  CASE WHEN "status" = 'Approved' THEN "quantity" END,
  CASE WHEN "status" = 'Approved' THEN "amount" - coalesce("fee", 0) END,
  CASE WHEN "status" = 'Approved' THEN coalesce("fee", 0) END,
  CASE WHEN "status" = 'Approved' THEN 0 END,
  CASE WHEN "status" = 'Approved' THEN 0 END,
  CASE WHEN "status" = 'Approved' THEN "completed_utc" END,
  CASE WHEN "status" = 'Approved' THEN "completed_utc" END,
  CASE WHEN "status" = 'Approved' THEN "completed_utc" END,
  CASE WHEN "status" = 'Approved' THEN "completed_utc" END
FROM "sales";
