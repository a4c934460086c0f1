-- The hub and product totals (migration 0031) also keyed by the Lagos month of the sales'
-- completion ('' while a sale has none), for the operators' dashboard's Approved sales by month of
-- completion (issue 20, ADR 021). The columns come before the key that names them.
ALTER TABLE "sales_hub_product_deltas" ADD COLUMN "completed_month" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_hub_product_totals" ADD COLUMN "completed_month" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_hub_product_totals" DROP CONSTRAINT "sales_hub_product_totals_hub_id_product_id_currency_status_pk";--> statement-breakpoint
ALTER TABLE "sales_hub_product_totals" ADD CONSTRAINT "sales_hub_product_totals_hub_id_product_id_currency_status_completed_month_pk" PRIMARY KEY("hub_id","product_id","currency","status","completed_month");--> statement-breakpoint
-- The trigger functions of migration 0032 with the month of completion (a settlement, rejection,
-- cancellation or expiry sets completed_utc: its statement moves the sale out of its old status and
-- '' into its new status and month).
CREATE OR REPLACE FUNCTION sales_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_totals_deltas (month, currency, count, quantity, amount, fee)
  SELECT sales_report_month(created_utc), currency, count(*), sum(quantity), sum(amount), coalesce(sum(fee), 0)
  FROM inserted_sales
  GROUP BY 1, 2;
  INSERT INTO sales_hub_product_deltas (hub_id, product_id, currency, status, completed_month, count, quantity, amount)
  SELECT hub_id, product_id, currency, status, coalesce(sales_report_month(completed_utc), ''), count(*), sum(quantity), sum(amount)
  FROM inserted_sales
  GROUP BY 1, 2, 3, 4, 5;
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
  INSERT INTO sales_hub_product_deltas (hub_id, product_id, currency, status, completed_month, count, quantity, amount)
  SELECT hub_id, product_id, currency, status, completed_month, sum(count), sum(quantity), sum(amount)
  FROM (
    SELECT hub_id, product_id, currency, status, coalesce(sales_report_month(completed_utc), '') AS completed_month, 1 AS count, quantity, amount
    FROM updated_sales_new
    UNION ALL
    SELECT hub_id, product_id, currency, status, coalesce(sales_report_month(completed_utc), ''), -1, -quantity, -amount
    FROM updated_sales_old
  ) AS changes
  GROUP BY hub_id, product_id, currency, status, completed_month
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
  INSERT INTO sales_hub_product_deltas (hub_id, product_id, currency, status, completed_month, count, quantity, amount)
  SELECT hub_id, product_id, currency, status, coalesce(sales_report_month(completed_utc), ''), -count(*), -sum(quantity), -sum(amount)
  FROM deleted_sales
  GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
  INSERT INTO sales_hub_product_totals (hub_id, product_id, currency, status, completed_month, count, quantity, amount)
  SELECT hub_id, product_id, currency, status, coalesce(sales_report_month(completed_utc), ''), count(*), sum(quantity), sum(amount)
  FROM sales
  GROUP BY 1, 2, 3, 4, 5;
  RETURN v_rows;
END
$$;
--> statement-breakpoint
-- The rows added before this migration counted every sale under '': counted again, with no sale
-- written meanwhile (the lock is held to the end of the migration's transaction).
LOCK TABLE sales IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DELETE FROM sales_hub_product_deltas;
--> statement-breakpoint
DELETE FROM sales_hub_product_totals;
--> statement-breakpoint
INSERT INTO sales_hub_product_totals (hub_id, product_id, currency, status, completed_month, count, quantity, amount)
SELECT hub_id, product_id, currency, status, coalesce(sales_report_month(completed_utc), ''), count(*), sum(quantity), sum(amount)
FROM sales
GROUP BY 1, 2, 3, 4, 5;
