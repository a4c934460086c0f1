CREATE INDEX "sales_hub_idx" ON "sales" USING btree ("hub_id","created_utc");--> statement-breakpoint
CREATE INDEX "sales_product_idx" ON "sales" USING btree ("product_id","created_utc");