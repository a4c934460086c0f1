-- The running totals by hub, product, currency and status (issue 20, ADR 021), for the operators'
-- dashboard (approved sales by hub) and the sales report's energy (litres per product): the same
-- statement triggers as migration 0027 now also append, per statement, the difference it made to
-- count, quantity and amount by hub, product, currency and status (sales_hub_product_deltas). A
-- change of status appends two rows (out of the old status, into the new); a fee charged at
-- settlement changes none of these figures and appends nothing here. The readers fold the deltas
-- into sales_hub_product_totals as the sales report folds its own.
CREATE OR REPLACE FUNCTION sales_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_totals_deltas (month, currency, count, quantity, amount, fee)
  SELECT sales_report_month(created_utc), currency, count(*), sum(quantity), sum(amount), coalesce(sum(fee), 0)
  FROM inserted_sales
  GROUP BY 1, 2;
  INSERT INTO sales_hub_product_deltas (hub_id, product_id, currency, status, count, quantity, amount)
  SELECT hub_id, product_id, currency, status, count(*), sum(quantity), sum(amount)
  FROM inserted_sales
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
  INSERT INTO sales_hub_product_deltas (hub_id, product_id, currency, status, count, quantity, amount)
  SELECT hub_id, product_id, currency, status, sum(count), sum(quantity), sum(amount)
  FROM (
    SELECT hub_id, product_id, currency, status, 1 AS count, quantity, amount
    FROM updated_sales_new
    UNION ALL
    SELECT hub_id, product_id, currency, status, -1, -quantity, -amount
    FROM updated_sales_old
  ) AS changes
  GROUP BY hub_id, product_id, currency, status
  HAVING sum(count) <> 0 OR sum(quantity) <> 0 OR sum(amount) <> 0;
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
  INSERT INTO sales_hub_product_deltas (hub_id, product_id, currency, status, count, quantity, amount)
  SELECT hub_id, product_id, currency, status, -count(*), -sum(quantity), -sum(amount)
  FROM deleted_sales
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_totals_deltas;
  DELETE FROM sales_monthly_totals;
  DELETE FROM sales_hub_product_deltas;
  DELETE FROM sales_hub_product_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Counts both kinds of totals again (see migration 0030); answers the number of month and currency
-- rows, as before.
CREATE OR REPLACE FUNCTION sales_totals_rebuild() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_rows integer;
BEGIN
  LOCK TABLE sales IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM sales_totals_deltas;
  DELETE FROM sales_monthly_totals;
  DELETE FROM sales_hub_product_deltas;
  DELETE FROM sales_hub_product_totals;
  INSERT INTO sales_monthly_totals (month, currency, count, quantity, amount, fee)
  SELECT sales_report_month(created_utc), currency, count(*), sum(quantity), sum(amount), coalesce(sum(fee), 0)
  FROM sales
  GROUP BY 1, 2;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  INSERT INTO sales_hub_product_totals (hub_id, product_id, currency, status, count, quantity, amount)
  SELECT hub_id, product_id, currency, status, count(*), sum(quantity), sum(amount)
  FROM sales
  GROUP BY 1, 2, 3, 4;
  RETURN v_rows;
END
$$;
--> statement-breakpoint
-- No sale is written between the new functions taking over and the totals being counted (the lock
-- is held to the end of the migration's transaction), so the new totals start exact.
LOCK TABLE sales IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO sales_hub_product_totals (hub_id, product_id, currency, status, count, quantity, amount)
SELECT hub_id, product_id, currency, status, count(*), sum(quantity), sum(amount)
FROM sales
GROUP BY 1, 2, 3, 4;
