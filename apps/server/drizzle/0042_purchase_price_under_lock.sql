-- place_purchase (migration 0037) with one change, the rest as it was: under the inventory's
-- lock, the price (Spot, or the delivery month's forward price), the product and a delivery's
-- logistics fee are read again, in a statement of their own (one started before the lock wait
-- would see them as they were then). A purchase that waited its turn on a busy inventory
-- completed at the price and fee it had read before the wait, even when the supplier had changed
-- the price or the operators the fee meanwhile, and for a product the operators had taken off
-- sale meanwhile. Now it is refused as any changed price is ('price_changed': 409 "The price has
-- changed. Please review the new offers"), as a changed fee is ('fee_changed'), or as an offer no
-- longer available. A new price's row locks its inventory FOR KEY SHARE (its foreign key), so a
-- price committed before this purchase's lock is seen, and one after it waits for the purchase.
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
  v_locked record;
  v_current record;
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

  -- The offer and both parties, read without a lock: the writes that do not need the inventory's
  -- lock are prepared from this read, and the locked read below confirms what they rely on.
  SELECT i.id, i.supplier_id, i.product_id, i.hub_id, i.quantity, i.reserved,
    p2.name AS product_name, p2.unit AS product_unit, p2.is_active AS product_is_active, h.name AS hub_name,
    s.kind AS seller_kind, s.company_name AS seller_company, s.first_name AS seller_first,
    s.last_name AS seller_last, s.status AS seller_status,
    b.kind AS buyer_kind, b.company_name AS buyer_company, b.first_name AS buyer_first,
    b.last_name AS buyer_last, b.status AS buyer_status,
    (SELECT email FROM users WHERE party_id = s.id ORDER BY created_utc, id LIMIT 1) AS seller_email,
    (SELECT email FROM users WHERE party_id = b.id ORDER BY created_utc, id LIMIT 1) AS buyer_email
  INTO o
  FROM inventories i
    JOIN products p2 ON p2.id = i.product_id
    JOIN hubs h ON h.id = i.hub_id
    JOIN parties s ON s.id = i.supplier_id
    JOIN parties b ON b.id = v_customer
  WHERE i.id = (p->>'inventoryId')::uuid AND i.product_id = (p->>'productId')::uuid
;
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
  -- Beyond what the API's amounts can say (2^53 - 1, JavaScript's safe integers): too large a
  -- quantity at this price, not a changed price.
  IF v_amount > 9007199254740991 THEN PERFORM purchase_refuse('too_large'); END IF;
  IF v_amount <> (p->>'amount')::bigint THEN PERFORM purchase_refuse('price_changed'); END IF;

  -- Delivery terms: the buyer's own site, not archived, and a logistics fee for the route.
  IF (p->>'delivery')::boolean THEN
    DECLARE
      v_site record;
    BEGIN
      SELECT d.customer_id, d.state, d.archived_utc IS NOT NULL AS archived INTO v_site
      FROM delivery_sites d WHERE d.id = v_site_id FOR SHARE;
      -- Another buyer's site answers as if it did not exist.
      IF NOT FOUND THEN PERFORM purchase_refuse('site_not_yours'); END IF;
      IF v_site.customer_id <> v_customer THEN PERFORM purchase_refuse('site_not_yours'); END IF;
      IF v_site.archived THEN PERFORM purchase_refuse('site_archived'); END IF;
      SELECT f.fee_per_unit INTO v_fee_per_unit FROM logistics_fees f
      WHERE f.hub_id = o.hub_id AND f.state = v_site.state AND f.currency = v_currency;
      IF NOT FOUND OR v_fee_per_unit IS NULL THEN PERFORM purchase_refuse('no_logistics_fee'); END IF;
      v_fee := v_fee_per_unit * v_quantity;
      IF v_amount + v_fee > 9007199254740991 THEN PERFORM purchase_refuse('too_large'); END IF;
      -- The fee the buyer was quoted, when sent: a changed fee is refused as a changed price is.
      IF p->>'logisticsFee' IS NOT NULL AND v_fee <> (p->>'logisticsFee')::bigint THEN
        PERFORM purchase_refuse('fee_changed');
      END IF;
    END;
  ELSE
    v_site_id := NULL;
  END IF;

  -- Refused early without waiting for the lock; confirmed under it.
  IF o.quantity - o.reserved < v_quantity THEN
    PERFORM purchase_refuse('out_of_stock', (o.quantity - o.reserved)::text);
  END IF;

  PERFORM audit_record(v_now, p->>'actorRole', v_user, p->>'actorEmail', 'purchase_placed', 'sale',
    v_sale::text, v_reference, NULL, 'Pending',
    jsonb_build_object('amount', v_amount, 'currency', v_currency, 'quantity', v_quantity,
      'inventoryId', o.id, 'fulfilment', CASE WHEN v_site_id IS NULL THEN 'collection' ELSE 'delivery' END)
    || CASE WHEN v_site_id IS NULL THEN '{}'::jsonb
       ELSE jsonb_build_object('siteId', v_site_id, 'logisticsFee', v_fee) END
    || CASE WHEN v_month IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('deliveryMonth', v_month) END);

  -- The expiry job, then the emails to the supplier and the buyer (a party without a login gets none),
  -- each in its login's saved language (user_preferences; none: English). p->'mails' holds both
  -- languages' words: { en: { hello, supplier, buyer }, ha: { ... } }, each { subject, text }.
  SELECT coalesce(jsonb_agg(jsonb_build_object('kind', 'mail', 'payload', jsonb_build_object(
      'to', mail.address, 'subject', mail.words->mail.side->>'subject',
      'text', (mail.words->>'hello') || ' ' || mail.name || E',\n\n' || (mail.words->mail.side->>'text') || E'\n'))
      ORDER BY mail.position), '[]')
  INTO v_mails
  FROM (
    SELECT listed.position, listed.address, listed.name, listed.side,
      -- lower(email): the login's unique index (users_email_lower_key), one lookup on the hot path.
      coalesce(p->'mails'->(SELECT up.language FROM users u JOIN user_preferences up ON up.user_id = u.id
        WHERE lower(u.email) = lower(listed.address)), p->'mails'->'en') AS words
    FROM (VALUES
      (1, o.seller_email, party_display_name(o.seller_kind, o.seller_company, o.seller_first, o.seller_last), 'supplier'),
      (2, o.buyer_email, party_display_name(o.buyer_kind, o.buyer_company, o.buyer_first, o.buyer_last), 'buyer')
    ) AS listed (position, address, name, side)
    WHERE listed.address IS NOT NULL
  ) AS mail;
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
  -- Only now the inventory's lock, so that purchases of one inventory take turns only over the
  -- writes that need it (issue 20: the hot inventory). The audit row, the jobs and the key's
  -- answer above roll back with everything else if this refuses. The inventory FOR UPDATE and
  -- both parties FOR SHARE, in the lock order inventory, parties, ledger accounts: a suspension
  -- waits for this purchase (and then cancels it) or this purchase waits for it and sees it.
  SELECT i.quantity - i.reserved AS available, s.status AS seller_status, b.status AS buyer_status
  INTO v_locked
  FROM inventories i
    JOIN parties s ON s.id = i.supplier_id
    JOIN parties b ON b.id = v_customer
  WHERE i.id = o.id
  FOR UPDATE OF i FOR SHARE OF s, b;
  IF v_locked.buyer_status <> 'Active' THEN PERFORM purchase_refuse('buyer_inactive', v_locked.buyer_status); END IF;
  IF v_locked.seller_status <> 'Active' THEN PERFORM purchase_refuse('offer_unavailable'); END IF;
  IF v_locked.available < v_quantity THEN
    PERFORM purchase_refuse('out_of_stock', v_locked.available::text);
  END IF;
  -- The price, the product and the fee as they are now that the lock is held (see the header).
  SELECT p2.is_active AS product_is_active,
    CASE WHEN v_month IS NULL THEN
      (SELECT amount FROM prices WHERE inventory_id = o.id AND currency = v_currency
       ORDER BY created_utc DESC, id DESC LIMIT 1)
    ELSE
      (SELECT amount FROM forward_prices
       WHERE inventory_id = o.id AND delivery_month = v_month AND currency = v_currency
       ORDER BY created_utc DESC, id DESC LIMIT 1)
    END AS price,
    CASE WHEN v_site_id IS NULL THEN 0 ELSE
      (SELECT f.fee_per_unit FROM logistics_fees f JOIN delivery_sites d ON d.state = f.state
       WHERE d.id = v_site_id AND f.hub_id = o.hub_id AND f.currency = v_currency)
    END AS fee_per_unit
  INTO v_current
  FROM products p2 WHERE p2.id = o.product_id;
  IF NOT v_current.product_is_active THEN PERFORM purchase_refuse('offer_unavailable'); END IF;
  IF v_current.price IS DISTINCT FROM v_price THEN PERFORM purchase_refuse('price_changed'); END IF;
  IF v_current.fee_per_unit IS DISTINCT FROM v_fee_per_unit THEN PERFORM purchase_refuse('fee_changed'); END IF;

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

  RETURN jsonb_build_object('placed', v_placed);
END
$$;
