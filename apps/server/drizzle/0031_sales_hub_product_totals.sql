CREATE TABLE "sales_hub_product_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hub_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_hub_product_totals" (
	"hub_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sales_hub_product_totals_hub_id_product_id_currency_status_pk" PRIMARY KEY("hub_id","product_id","currency","status")
);
