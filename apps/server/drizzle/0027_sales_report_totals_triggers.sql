-- The sales report's running totals (issue 20, ADR 021), kept by statement triggers on `sales`:
-- every statement that inserts, updates or deletes sales appends, per Lagos month and currency it
-- changed, the difference it made to count, quantity, amount and fee (sales_totals_deltas). They
-- only append, so concurrent purchases never wait on one another here; the report folds the deltas
-- into sales_monthly_totals now and then, and answers the sum of both tables, which equals the
-- aggregate of `sales` in any snapshot. Whoever writes a sale (place_purchase, a bid's fill,
-- settlement, cancellation, expiry, a bulk insert) is counted without knowing of it.

-- The Lagos month ("YYYY-MM") of an instant: UTC+1 all year, as modules/reports/days.ts.
CREATE OR REPLACE FUNCTION sales_report_month(p_at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char((p_at AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_totals_deltas (month, currency, count, quantity, amount, fee)
  SELECT sales_report_month(created_utc), currency, count(*), sum(quantity), sum(amount), coalesce(sum(fee), 0)
  FROM inserted_sales
  GROUP BY 1, 2;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update counts as its rows' new figures less their old ones: a change of status alone (most
-- updates) nets to nothing and appends nothing; a fee charged at settlement appends the fee.
CREATE OR REPLACE FUNCTION sales_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_totals_deltas (month, currency, count, quantity, amount, fee)
  SELECT month, currency, sum(count), sum(quantity), sum(amount), sum(fee)
  FROM (
    SELECT sales_report_month(created_utc) AS month, currency, 1 AS count, quantity, amount,
      coalesce(fee, 0) AS fee
    FROM updated_sales_new
    UNION ALL
    SELECT sales_report_month(created_utc), currency, -1, -quantity, -amount, -coalesce(fee, 0)
    FROM updated_sales_old
  ) AS changes
  GROUP BY month, currency
  HAVING sum(count) <> 0 OR sum(quantity) <> 0 OR sum(amount) <> 0 OR sum(fee) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_totals_deltas (month, currency, count, quantity, amount, fee)
  SELECT sales_report_month(created_utc), currency, -count(*), -sum(quantity), -sum(amount),
    -coalesce(sum(fee), 0)
  FROM deleted_sales
  GROUP BY 1, 2;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_totals_deltas;
  DELETE FROM sales_monthly_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- No sale is written while the triggers are created and the totals counted (the lock is held to
-- the end of the migration's transaction), so the totals start exact.
LOCK TABLE sales IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER sales_totals_insert AFTER INSERT ON sales
  REFERENCING NEW TABLE AS inserted_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER sales_totals_update AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS updated_sales_old NEW TABLE AS updated_sales_new
  FOR EACH STATEMENT EXECUTE FUNCTION sales_totals_updated();
--> statement-breakpoint
CREATE TRIGGER sales_totals_delete AFTER DELETE ON sales
  REFERENCING OLD TABLE AS deleted_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_totals_deleted();
--> statement-breakpoint
CREATE TRIGGER sales_totals_truncate AFTER TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION sales_totals_truncated();
--> statement-breakpoint
INSERT INTO sales_monthly_totals (month, currency, count, quantity, amount, fee)
SELECT sales_report_month(created_utc), currency, count(*), sum(quantity), sum(amount), coalesce(sum(fee), 0)
FROM sales
GROUP BY 1, 2;
