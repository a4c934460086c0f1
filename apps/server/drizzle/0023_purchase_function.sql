-- The purchase as one PostgreSQL function call (issue 20, ADR 018): a small SQL core, created here
-- and run by both engines (PostgreSQL and PGlite). Each table keeps one writer: the audit trail's
-- insert is audit_record, the jobs table's jobs_enqueue, the ledger's posting ledger_post; the
-- TypeScript modules call the same functions, and place_purchase calls all three.

-- The audit trail's one insert (modules/audit/service.ts calls it too).
CREATE OR REPLACE FUNCTION audit_record(
  p_occurred timestamptz, p_actor_role text, p_actor_user_id uuid, p_actor_email text, p_action text,
  p_entity_type text, p_entity_id text, p_entity_label text, p_before text, p_after text, p_details jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_events (occurred_utc, actor_role, actor_user_id, actor_email, action, entity_type,
    entity_id, entity_label, before_state, after_state, details)
  VALUES (p_occurred, p_actor_role, p_actor_user_id, p_actor_email, p_action, p_entity_type,
    p_entity_id, p_entity_label, p_before, p_after, coalesce(p_details, '{}'::jsonb));
END
$$;
--> statement-breakpoint
-- The jobs table's one insert (modules/jobs/queue.ts calls it too): a JSON array of
-- { kind, payload, dedupeKey?, runAfter? }, in order; a job whose dedupe key exists is not added
-- again. `p_now` is the app's clock, the one the worker compares run_after_utc with.
CREATE OR REPLACE FUNCTION jobs_enqueue(p_jobs jsonb, p_now timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, payload, dedupe_key, run_after_utc)
  SELECT job->>'kind', job->'payload', job->>'dedupeKey', coalesce((job->>'runAfter')::timestamptz, p_now)
  FROM jsonb_array_elements(p_jobs) WITH ORDINALITY AS queued (job, position)
  ORDER BY position
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- One balanced ledger transaction (modules/wallet/ledger.ts calls it for every money movement).
-- p_postings: a JSON array of { kind, partyId (null for a platform account), amount }, all in
-- p_currency. Missing accounts are created at zero first, while this posting holds no account
-- lock (creating one while holding a lock on another deadlocks with a posting doing the reverse),
-- then the accounts are locked in id order, so concurrent postings cannot deadlock. A wallet or
-- hold going negative fails the statement (check ledger_accounts_non_negative), which the caller
-- reports as insufficient funds. Answers each account's balance before and after.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text, p_reference text, p_currency text, p_at timestamptz, p_postings jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_transaction uuid := gen_random_uuid();
  v_at timestamptz := coalesce(p_at, now());
  v_posting record;
  v_account uuid;
  v_accounts uuid[] := '{}';
  v_amounts bigint[] := '{}';
  v_changes jsonb;
BEGIN
  IF (SELECT coalesce(sum((posting->>'amount')::bigint), 1) <> 0 OR bool_or((posting->>'amount')::bigint = 0)
      FROM jsonb_array_elements(p_postings) AS posting) THEN
    RAISE EXCEPTION 'Unbalanced ledger transaction % %', p_kind, p_reference;
  END IF;
  INSERT INTO ledger_accounts (kind, party_id, currency)
  SELECT posting->>'kind', (posting->>'partyId')::uuid, p_currency
  FROM jsonb_array_elements(p_postings) WITH ORDINALITY AS listed (posting, position)
  ORDER BY position
  ON CONFLICT DO NOTHING;
  FOR v_posting IN
    SELECT posting->>'kind' AS kind, (posting->>'partyId')::uuid AS party_id, (posting->>'amount')::bigint AS amount
    FROM jsonb_array_elements(p_postings) WITH ORDINALITY AS listed (posting, position) ORDER BY position
  LOOP
    -- Two lookups rather than `is not distinct from`, so each uses its unique index.
    IF v_posting.party_id IS NULL THEN
      SELECT id INTO v_account FROM ledger_accounts
      WHERE kind = v_posting.kind AND currency = p_currency AND party_id IS NULL;
    ELSE
      SELECT id INTO v_account FROM ledger_accounts
      WHERE kind = v_posting.kind AND party_id = v_posting.party_id AND currency = p_currency;
    END IF;
    v_accounts := v_accounts || v_account;
    v_amounts := v_amounts || v_posting.amount;
  END LOOP;
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (v_accounts) ORDER BY id FOR UPDATE;
  INSERT INTO ledger_transactions (id, kind, reference, currency, created_utc)
  VALUES (v_transaction, p_kind, p_reference, p_currency, v_at);
  INSERT INTO ledger_entries (transaction_id, account_id, amount, created_utc)
  SELECT v_transaction, entry.account_id, entry.amount, v_at
  FROM unnest(v_accounts, v_amounts) WITH ORDINALITY AS entry (account_id, amount, position)
  ORDER BY entry.position;
  WITH delta AS (
    SELECT entry.account_id AS id, sum(entry.amount) AS amount
    FROM unnest(v_accounts, v_amounts) AS entry (account_id, amount) GROUP BY entry.account_id
  ), updated AS (
    UPDATE ledger_accounts AS account SET balance = account.balance + delta.amount
    FROM delta WHERE account.id = delta.id
    RETURNING account.id, account.kind, account.party_id, account.balance, delta.amount
  )
  SELECT jsonb_agg(jsonb_build_object('id', id, 'kind', kind, 'partyId', party_id,
    'before', balance - amount, 'after', balance))
  INTO v_changes FROM updated;
  RETURN v_changes;
END
$$;
--> statement-breakpoint
-- A party's name as modules/parties/queries.ts's partyName says it: a supplier is its company, an
-- offtaker its first and last names. For the greeting of the emails place_purchase queues.
CREATE OR REPLACE FUNCTION party_display_name(p_kind text, p_company text, p_first text, p_last text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_kind = 'supplier' THEN coalesce(p_company, '')
    ELSE btrim(coalesce(p_first, '') || ' ' || coalesce(p_last, ''), E' \t\n\r') END
$$;
--> statement-breakpoint
-- Refuses a purchase: the statement fails, so nothing it wrote stays (the Idempotency-Key claim
-- included). modules/trading/place-purchase.ts maps the reason (the message) to the API's error;
-- the detail carries what the answer needs (the litres available, the buyer's status).
CREATE OR REPLACE FUNCTION purchase_refuse(p_reason text, p_detail text DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'GP409', MESSAGE = p_reason, DETAIL = coalesce(p_detail, '');
END
$$;
--> statement-breakpoint
-- An Active offtaker's purchase from a listing, in one call (modules/trading/place-purchase.ts
-- says what it is in full). p: the request and everything the server drew for it (ids, reference,
-- times, the emails' texts, the expiry job). Locks are taken inventory first, then the ledger's
-- accounts by id: the same order as settlement. Answers { placed } (the sale and the names its
-- description needs) or, for an Idempotency-Key used before, { replay } (what the first call stored).
CREATE OR REPLACE FUNCTION place_purchase(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_key text := p->>'key';
  v_user uuid := (p->>'userId')::uuid;
  v_customer uuid := (p->>'customerId')::uuid;
  v_site_id uuid := (p->>'siteId')::uuid;
  v_month text := p->>'deliveryMonth';
  v_currency text := p->>'currency';
  v_quantity bigint := (p->>'quantity')::bigint;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_sale uuid := (p->>'saleId')::uuid;
  v_reference text := p->>'reference';
  v_stored record;
  o record;
  v_priced record;
  v_price bigint;
  v_amount bigint;
  v_fee_per_unit bigint := 0;
  v_fee bigint := 0;
  v_held bigint;
  v_wallet jsonb;
  v_mails jsonb;
  v_placed jsonb;
BEGIN
  -- The key is claimed first: a request racing with the same key waits on the unique index until
  -- this one commits (then replays its result) or fails (then claims it and runs itself).
  IF v_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, route, key, request_hash, status_code, response_body)
    VALUES (v_user, p->>'operation', v_key, p->>'requestHash', 0, '{}') ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT request_hash, response_body INTO v_stored FROM idempotency_keys
      WHERE user_id = v_user AND route = p->>'operation' AND key = v_key;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'Idempotency-Key % was neither claimed nor stored', v_key;
      END IF;
      IF v_stored.request_hash <> p->>'requestHash' THEN PERFORM purchase_refuse('key_reused'); END IF;
      RETURN jsonb_build_object('replay', v_stored.response_body);
    END IF;
  END IF;
  -- A delivery month no longer open: refused after the claim, so a key used before still replays.
  IF (p->>'monthClosed')::boolean THEN PERFORM purchase_refuse('month_closed'); END IF;

  -- The offer, locked; both parties read FOR SHARE, so a suspension waits for this purchase (and
  -- then cancels it) or this purchase waits for the suspension and sees it.
  SELECT i.id, i.supplier_id, i.product_id, i.hub_id, i.quantity, i.reserved,
    p2.name AS product_name, p2.unit AS product_unit, p2.is_active AS product_is_active, h.name AS hub_name,
    s.kind AS seller_kind, s.company_name AS seller_company, s.first_name AS seller_first,
    s.last_name AS seller_last, s.status AS seller_status,
    b.kind AS buyer_kind, b.company_name AS buyer_company, b.first_name AS buyer_first,
    b.last_name AS buyer_last, b.status AS buyer_status,
    (SELECT email FROM users WHERE party_id = s.id LIMIT 1) AS seller_email,
    (SELECT email FROM users WHERE party_id = b.id LIMIT 1) AS buyer_email
  INTO o
  FROM inventories i
    JOIN products p2 ON p2.id = i.product_id
    JOIN hubs h ON h.id = i.hub_id
    JOIN parties s ON s.id = i.supplier_id
    JOIN parties b ON b.id = v_customer
  WHERE i.id = (p->>'inventoryId')::uuid AND i.product_id = (p->>'productId')::uuid
  FOR UPDATE OF i FOR SHARE OF s, b;
  IF NOT FOUND THEN PERFORM purchase_refuse('offer_unavailable'); END IF;
  IF o.buyer_status <> 'Active' THEN PERFORM purchase_refuse('buyer_inactive', o.buyer_status); END IF;

  -- Re-priced here: Spot, or the delivery month's forward price.
  IF v_month IS NULL THEN
    SELECT amount, NULL::uuid AS id INTO v_priced FROM prices
    WHERE inventory_id = o.id AND currency = v_currency ORDER BY created_utc DESC, id DESC LIMIT 1;
  ELSE
    SELECT amount, id INTO v_priced FROM forward_prices
    WHERE inventory_id = o.id AND delivery_month = v_month AND currency = v_currency
    ORDER BY created_utc DESC, id DESC LIMIT 1;
  END IF;
  v_price := CASE WHEN FOUND THEN v_priced.amount END;
  IF NOT o.product_is_active OR o.seller_status <> 'Active' OR v_price IS NULL THEN
    PERFORM purchase_refuse('offer_unavailable');
  END IF;
  v_amount := v_price * v_quantity;
  IF v_amount <> (p->>'amount')::bigint THEN PERFORM purchase_refuse('price_changed'); END IF;

  -- Delivery terms: the buyer's own site, not archived, and a logistics fee for the route.
  IF (p->>'delivery')::boolean THEN
    DECLARE
      v_site record;
    BEGIN
      SELECT d.customer_id, d.state, d.archived_utc IS NOT NULL AS archived INTO v_site
      FROM delivery_sites d WHERE d.id = v_site_id;
      -- Another buyer's site answers as if it did not exist.
      IF NOT FOUND THEN PERFORM purchase_refuse('site_not_yours'); END IF;
      IF v_site.customer_id <> v_customer THEN PERFORM purchase_refuse('site_not_yours'); END IF;
      IF v_site.archived THEN PERFORM purchase_refuse('site_archived'); END IF;
      SELECT f.fee_per_unit INTO v_fee_per_unit FROM logistics_fees f
      WHERE f.hub_id = o.hub_id AND f.state = v_site.state AND f.currency = v_currency;
      IF NOT FOUND OR v_fee_per_unit IS NULL THEN PERFORM purchase_refuse('no_logistics_fee'); END IF;
      v_fee := v_fee_per_unit * v_quantity;
    END;
  ELSE
    v_site_id := NULL;
  END IF;

  IF o.quantity - o.reserved < v_quantity THEN
    PERFORM purchase_refuse('out_of_stock', (o.quantity - o.reserved)::text);
  END IF;

  -- The amount and any logistics fee move from the wallet to the hold (insufficient funds fail here).
  v_held := v_amount + v_fee;
  SELECT change INTO v_wallet
  FROM jsonb_array_elements(ledger_post('purchase_hold', v_reference, v_currency, v_now, jsonb_build_array(
    jsonb_build_object('kind', 'offtaker_wallet', 'partyId', v_customer, 'amount', -v_held),
    jsonb_build_object('kind', 'offtaker_hold', 'partyId', v_customer, 'amount', v_held)))) AS change
  WHERE change->>'kind' = 'offtaker_wallet';

  UPDATE inventories SET reserved = reserved + v_quantity WHERE id = o.id;
  INSERT INTO stock_lines (id, inventory_id, flow, category, status, quantity, created_utc)
  VALUES ((p->>'stockLineId')::uuid, o.id, 'Out', 'Sale', 'Pending', v_quantity, v_now);
  INSERT INTO payments (id, reference, customer_id, flow, status, amount, currency, prev_bal, curr_bal, created_utc)
  VALUES ((p->>'paymentId')::uuid, v_reference, v_customer, 'Debit', 'Pending', v_held, v_currency,
    (v_wallet->>'before')::bigint, (v_wallet->>'after')::bigint, v_now);
  INSERT INTO sales (id, reference, customer_id, supplier_id, inventory_id, product_id, hub_id,
    quantity, unit_price, amount, fee, currency, status, resolution, payment_id, stock_line_id,
    created_utc, expires_utc, completed_utc)
  VALUES (v_sale, v_reference, v_customer, o.supplier_id, o.id, o.product_id, o.hub_id,
    v_quantity, v_price, v_amount, NULL, v_currency, 'Pending', NULL, (p->>'paymentId')::uuid,
    (p->>'stockLineId')::uuid, v_now, (p->>'expiresUtc')::timestamptz, NULL);
  INSERT INTO fulfilments (sale_id, method, site_id, logistics_fee_per_unit, logistics_fee, quantity_ordered)
  VALUES (v_sale, CASE WHEN v_site_id IS NULL THEN 'collection' ELSE 'delivery' END, v_site_id,
    v_fee_per_unit, v_fee, v_quantity);
  IF v_month IS NOT NULL THEN
    INSERT INTO sale_contracts (sale_id, delivery_month, forward_price_id) VALUES (v_sale, v_month, v_priced.id);
  END IF;

  PERFORM audit_record(v_now, p->>'actorRole', v_user, p->>'actorEmail', 'purchase_placed', 'sale',
    v_sale::text, v_reference, NULL, 'Pending',
    jsonb_build_object('amount', v_amount, 'currency', v_currency, 'quantity', v_quantity,
      'inventoryId', o.id, 'fulfilment', CASE WHEN v_site_id IS NULL THEN 'collection' ELSE 'delivery' END)
    || CASE WHEN v_site_id IS NULL THEN '{}'::jsonb
       ELSE jsonb_build_object('siteId', v_site_id, 'logisticsFee', v_fee) END
    || CASE WHEN v_month IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('deliveryMonth', v_month) END);

  -- The expiry job, then the emails to the supplier and the buyer (a party without a login gets none).
  SELECT coalesce(jsonb_agg(jsonb_build_object('kind', 'mail', 'payload', jsonb_build_object(
      'to', mail.address, 'subject', mail.content->>'subject',
      'text', 'Hello ' || mail.name || E',\n\n' || (mail.content->>'text') || E'\n')) ORDER BY mail.position), '[]')
  INTO v_mails
  FROM (VALUES
    (1, o.seller_email, party_display_name(o.seller_kind, o.seller_company, o.seller_first, o.seller_last), p->'mails'->'supplier'),
    (2, o.buyer_email, party_display_name(o.buyer_kind, o.buyer_company, o.buyer_first, o.buyer_last), p->'mails'->'buyer')
  ) AS mail (position, address, name, content)
  WHERE mail.address IS NOT NULL;
  PERFORM jobs_enqueue((p->'jobs') || v_mails, v_now);

  v_placed := jsonb_build_object(
    'saleId', v_sale, 'reference', v_reference, 'customerId', v_customer, 'supplierId', o.supplier_id,
    'inventoryId', o.id, 'productId', o.product_id, 'hubId', o.hub_id, 'quantity', v_quantity,
    'unitPrice', v_price, 'amount', v_amount, 'currency', v_currency,
    'createdUtc', p->>'now', 'expiresUtc', p->>'expiresUtc',
    'product', jsonb_build_object('name', o.product_name, 'unit', o.product_unit), 'hubName', o.hub_name,
    'seller', jsonb_build_object('kind', o.seller_kind, 'companyName', o.seller_company,
      'firstName', o.seller_first, 'lastName', o.seller_last),
    'buyer', jsonb_build_object('kind', o.buyer_kind, 'companyName', o.buyer_company,
      'firstName', o.buyer_first, 'lastName', o.buyer_last),
    'fulfilmentMethod', CASE WHEN v_site_id IS NULL THEN 'collection' ELSE 'delivery' END,
    'logisticsFee', v_fee, 'deliveryMonth', v_month);
  IF v_key IS NOT NULL THEN
    UPDATE idempotency_keys SET status_code = 200, response_body = jsonb_build_object('placed', v_placed)
    WHERE user_id = v_user AND route = p->>'operation' AND key = v_key;
  END IF;
  RETURN jsonb_build_object('placed', v_placed);
END
$$;
