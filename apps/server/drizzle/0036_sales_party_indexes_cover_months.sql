-- A party's sales report (modules/reports/sales-report.ts, issue 20) totals every sale of the
-- party by Lagos month and currency. With only (party, created_utc) to find them, PostgreSQL
-- visited a heap page for nearly every sale (a buyer's 558 sales: 528 pages, 1.9 ms). The party
-- and status indexes of migration 0034 already lead with the party; with the sale's time and fee
-- included as well they hold every column that statement reads, so it is an index-only scan
-- (the same buyer: 8 pages, 0.4 ms, where the visibility map allows). Same number of indexes, so
-- a purchase writes no more entries than before.
DROP INDEX IF EXISTS "sales_customer_status_idx";--> statement-breakpoint
CREATE INDEX "sales_customer_status_idx" ON "sales" USING btree ("customer_id", "status", "completed_utc") INCLUDE ("currency", "amount", "quantity", "fee", "created_utc");--> statement-breakpoint
DROP INDEX IF EXISTS "sales_supplier_status_idx";--> statement-breakpoint
CREATE INDEX "sales_supplier_status_idx" ON "sales" USING btree ("supplier_id", "status", "completed_utc") INCLUDE ("currency", "amount", "quantity", "fee", "created_utc");
