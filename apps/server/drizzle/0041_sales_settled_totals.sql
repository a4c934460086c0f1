-- The litres paid for at settlement (sales.settled_quantity) and the running totals of the settled
-- sales' litres and goods paid for (sales_settled_totals and its deltas, migration 0040), for the
-- dashboards' Completed and Traded figures (ADR 021, addendum of 2026-11-29). A sale's quantity and
-- amount stay what was ordered; settlement pays for the accepted litres x unit price.
--
-- No sale is written while the litres are filled in, the trigger functions replaced and the new
-- totals counted (the lock is held to the end of the migration's transaction), so they start exact.
LOCK TABLE sales IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The sales settled so far: their fulfilment's accepted quantity; a sale settled before fulfilments
-- existed (none has no fulfilment today: `npm run ledger:check`, invariant 5) as ordered. The
-- triggers of migration 0033 append nothing for this update (no count, quantity or amount changes).
UPDATE sales AS s
SET settled_quantity = coalesce(
  (SELECT f.quantity_accepted FROM fulfilments AS f WHERE f.sale_id = s.id), s.quantity)
WHERE s.status = 'Approved' AND s.completed_utc IS NOT NULL AND s.settled_quantity IS NULL;
--> statement-breakpoint
-- A settlement written without the litres (settle.ts of the previous release, still serving during
-- a rolling upgrade; a hand-written update) takes them from its fulfilment, which settlement
-- updates first in the same transaction. settle.ts sets them itself, so this never fires for it.
CREATE OR REPLACE FUNCTION sales_settled_quantity_filled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.settled_quantity := coalesce(
    (SELECT quantity_accepted FROM fulfilments WHERE sale_id = NEW.id), NEW.quantity);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_settled_quantity_fill BEFORE UPDATE ON sales
  FOR EACH ROW
  WHEN (NEW.status = 'Approved' AND NEW.completed_utc IS NOT NULL AND NEW.settled_quantity IS NULL)
  EXECUTE FUNCTION sales_settled_quantity_filled();
--> statement-breakpoint
-- A sale's settled litres as the totals count them: an Approved sale with its completion time (a
-- settled one) at its settled litres (as ordered if a bulk load left them out); any other sale 0.
CREATE OR REPLACE FUNCTION sales_settled_litres(p_status text, p_completed_utc timestamptz,
  p_settled_quantity bigint, p_quantity bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_status = 'Approved' AND p_completed_utc IS NOT NULL
    THEN coalesce(p_settled_quantity, p_quantity) ELSE 0 END
$$;
--> statement-breakpoint
-- The trigger functions of migration 0033, each also appending the settled figures it changed
-- (sales_settled_deltas): a settlement appends one row (into its month), a purchase, approval,
-- rejection, cancellation or expiry none. A sale settled for 0 L counts nowhere.
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
  INSERT INTO sales_settled_deltas (hub_id, product_id, currency, completed_month, count, quantity, amount)
  SELECT hub_id, product_id, currency, completed_month, sum(count), sum(quantity), sum(amount)
  FROM (
    SELECT hub_id, product_id, currency, sales_report_month(completed_utc) AS completed_month,
      (litres > 0)::int AS count, litres AS quantity, litres * unit_price AS amount
    FROM inserted_sales,
      LATERAL (SELECT sales_settled_litres(status, completed_utc, settled_quantity, quantity) AS litres) AS l
  ) AS changes
  WHERE count <> 0
  GROUP BY hub_id, product_id, currency, completed_month;
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
  INSERT INTO sales_settled_deltas (hub_id, product_id, currency, completed_month, count, quantity, amount)
  SELECT hub_id, product_id, currency, completed_month, sum(count), sum(quantity), sum(amount)
  FROM (
    SELECT hub_id, product_id, currency, sales_report_month(completed_utc) AS completed_month,
      (litres > 0)::int AS count, litres AS quantity, litres * unit_price AS amount
    FROM updated_sales_new,
      LATERAL (SELECT sales_settled_litres(status, completed_utc, settled_quantity, quantity) AS litres) AS l
    UNION ALL
    SELECT hub_id, product_id, currency, sales_report_month(completed_utc),
      -(litres > 0)::int, -litres, -litres * unit_price
    FROM updated_sales_old,
      LATERAL (SELECT sales_settled_litres(status, completed_utc, settled_quantity, quantity) AS litres) AS l
  ) AS changes
  WHERE count <> 0 OR quantity <> 0
  GROUP BY hub_id, product_id, currency, completed_month
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
  INSERT INTO sales_settled_deltas (hub_id, product_id, currency, completed_month, count, quantity, amount)
  SELECT hub_id, product_id, currency, completed_month, -sum(count), -sum(quantity), -sum(amount)
  FROM (
    SELECT hub_id, product_id, currency, sales_report_month(completed_utc) AS completed_month,
      (litres > 0)::int AS count, litres AS quantity, litres * unit_price AS amount
    FROM deleted_sales,
      LATERAL (SELECT sales_settled_litres(status, completed_utc, settled_quantity, quantity) AS litres) AS l
  ) AS changes
  WHERE count <> 0
  GROUP BY hub_id, product_id, currency, completed_month;
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
  DELETE FROM sales_settled_deltas;
  DELETE FROM sales_settled_totals;
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
  DELETE FROM sales_settled_deltas;
  DELETE FROM sales_settled_totals;
  INSERT INTO sales_monthly_totals (month, currency, count, quantity, amount, fee)
  SELECT sales_report_month(created_utc), currency, count(*), sum(quantity), sum(amount), coalesce(sum(fee), 0)
  FROM sales
  GROUP BY 1, 2;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  INSERT INTO sales_hub_product_totals (hub_id, product_id, currency, status, completed_month, count, quantity, amount)
  SELECT hub_id, product_id, currency, status, coalesce(sales_report_month(completed_utc), ''), count(*), sum(quantity), sum(amount)
  FROM sales
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO sales_settled_totals (hub_id, product_id, currency, completed_month, count, quantity, amount)
  SELECT hub_id, product_id, currency, sales_report_month(completed_utc), count(*),
    sum(coalesce(settled_quantity, quantity)), sum(coalesce(settled_quantity, quantity) * unit_price)
  FROM sales
  WHERE status = 'Approved' AND completed_utc IS NOT NULL AND coalesce(settled_quantity, quantity) > 0
  GROUP BY 1, 2, 3, 4;
  RETURN v_rows;
END
$$;
--> statement-breakpoint
INSERT INTO sales_settled_totals (hub_id, product_id, currency, completed_month, count, quantity, amount)
SELECT hub_id, product_id, currency, sales_report_month(completed_utc), count(*),
  sum(coalesce(settled_quantity, quantity)), sum(coalesce(settled_quantity, quantity) * unit_price)
FROM sales
WHERE status = 'Approved' AND completed_utc IS NOT NULL AND coalesce(settled_quantity, quantity) > 0
GROUP BY 1, 2, 3, 4;
