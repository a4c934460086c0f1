CREATE TABLE "sales_settled_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hub_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"completed_month" text NOT NULL,
	"count" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_settled_totals" (
	"hub_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"completed_month" text NOT NULL,
	"count" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sales_settled_totals_hub_id_product_id_currency_completed_month_pk" PRIMARY KEY("hub_id","product_id","currency","completed_month")
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "settled_quantity" bigint;