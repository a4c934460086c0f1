-- A party's dashboard (modules/reports/dashboard.ts, issue 20) reads its Pending sales, and its
-- Approved sales completed in the months shown, by party and status. The only indexes were the
-- party's (party, created_utc: every sale of the party, read from the heap) and
-- sales_status_idx (status, created_utc): with statistics taken before a burst of purchases
-- (PostgreSQL sees no Pending sale) the planner scanned every Pending sale of the platform for
-- one party's handful (30,000 index entries and heap rows for 293). Keyed by party, status and
-- completion, with the figures the dashboard sums included, each part reads the party's rows of
-- that status only, from the index alone where the visibility map allows.
CREATE INDEX IF NOT EXISTS "sales_customer_status_idx" ON "sales" USING btree ("customer_id", "status", "completed_utc") INCLUDE ("currency", "amount", "quantity");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_supplier_status_idx" ON "sales" USING btree ("supplier_id", "status", "completed_utc") INCLUDE ("currency", "amount", "quantity");
