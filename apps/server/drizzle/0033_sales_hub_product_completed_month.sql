ALTER TABLE "sales_hub_product_totals" DROP CONSTRAINT "sales_hub_product_totals_hub_id_product_id_currency_status_pk";--> statement-breakpoint
ALTER TABLE "sales_hub_product_totals" ADD CONSTRAINT "sales_hub_product_totals_hub_id_product_id_currency_status_completed_month_pk" PRIMARY KEY("hub_id","product_id","currency","status","completed_month");--> statement-breakpoint
ALTER TABLE "sales_hub_product_deltas" ADD COLUMN "completed_month" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_hub_product_totals" ADD COLUMN "completed_month" text DEFAULT '' NOT NULL;