CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"email2" text,
	"mobile" text,
	"mobile2" text,
	"mobile3" text,
	"address" text,
	"address2" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_utc" timestamp with time zone NOT NULL,
	"used_utc" timestamp with time zone,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"state" text NOT NULL,
	"delivery_days" integer NOT NULL,
	"is_operational" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "hubs_code_unique" UNIQUE("code"),
	CONSTRAINT "hubs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"hub_id" uuid NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_quantity_check" CHECK ("inventories"."quantity" >= 0),
	CONSTRAINT "inventories_reserved_check" CHECK ("inventories"."reserved" >= 0 and "inventories"."reserved" <= "inventories"."quantity")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"run_after_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until_utc" timestamp with time zone,
	"completed_utc" timestamp with time zone,
	"failed_utc" timestamp with time zone,
	"last_error" text,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"party_id" uuid,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('offtaker_wallet', 'offtaker_hold', 'supplier_wallet', 'platform_revenue', 'external_cash')),
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" in ('NGN', 'USD')),
	CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind" = 'external_cash' or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_party_check" CHECK (("ledger_accounts"."kind" in ('platform_revenue', 'external_cash')) = ("ledger_accounts"."party_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"company_name" text,
	"first_name" text,
	"last_name" text,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_utc" timestamp with time zone,
	CONSTRAINT "parties_kind_check" CHECK ("parties"."kind" in ('supplier', 'offtaker')),
	CONSTRAINT "parties_status_check" CHECK ("parties"."status" in ('Unconfirmed', 'Pending', 'Active', 'Rejected', 'Suspended')),
	CONSTRAINT "parties_names_check" CHECK (("parties"."kind" = 'supplier' and "parties"."company_name" is not null) or ("parties"."kind" = 'offtaker' and "parties"."first_name" is not null and "parties"."last_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"flow" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"prev_bal" bigint,
	"curr_bal" bigint,
	"receipt_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_utc" timestamp with time zone,
	"processed_by" uuid,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('Pending', 'Approved', 'Rejected', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inventory_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_amount_check" CHECK ("prices"."amount" > 0),
	CONSTRAINT "prices_currency_check" CHECK ("prices"."currency" in ('NGN', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_unit_check" CHECK ("products"."unit" in ('Liters'))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"hub_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"resolution" text,
	"payment_id" uuid NOT NULL,
	"stock_line_id" uuid NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_utc" timestamp with time zone NOT NULL,
	"completed_utc" timestamp with time zone,
	CONSTRAINT "sales_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sales_quantity_check" CHECK ("sales"."quantity" > 0),
	CONSTRAINT "sales_amount_check" CHECK ("sales"."amount" = "sales"."quantity" * "sales"."unit_price"),
	CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('Pending', 'Approved', 'Rejected', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "session_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_utc" timestamp with time zone NOT NULL,
	"superseded_utc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_utc" timestamp with time zone NOT NULL,
	"expires_utc" timestamp with time zone NOT NULL,
	"revoked_utc" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "stock_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inventory_id" uuid NOT NULL,
	"flow" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"quantity" bigint NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_utc" timestamp with time zone,
	CONSTRAINT "stock_lines_quantity_check" CHECK ("stock_lines"."quantity" > 0),
	CONSTRAINT "stock_lines_kind_check" CHECK (("stock_lines"."category" = 'Supply' and "stock_lines"."flow" = 'In') or ("stock_lines"."category" = 'Sale' and "stock_lines"."flow" = 'Out')),
	CONSTRAINT "stock_lines_status_check" CHECK ("stock_lines"."status" in ('Pending', 'Approved', 'Rejected', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"party_id" uuid,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_utc" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'client', 'customer')),
	CONSTRAINT "users_party_check" CHECK (("users"."role" = 'admin') = ("users"."party_id" is null))
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_supplier_id_parties_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_parties_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_parties_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_supplier_id_parties_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_stock_line_id_stock_lines_id_fk" FOREIGN KEY ("stock_line_id") REFERENCES "public"."stock_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_tokens" ADD CONSTRAINT "session_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_party_idx" ON "contacts" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_pk" ON "idempotency_keys" USING btree ("user_id","route","key");--> statement-breakpoint
CREATE UNIQUE INDEX "inventories_supplier_product_hub_key" ON "inventories" USING btree ("supplier_id","product_id","hub_id");--> statement-breakpoint
CREATE INDEX "inventories_product_idx" ON "inventories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after_utc") WHERE "jobs"."completed_utc" is null and "jobs"."failed_utc" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_party_key" ON "ledger_accounts" USING btree ("kind","party_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_key" ON "ledger_accounts" USING btree ("kind","currency") WHERE "ledger_accounts"."party_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "parties_status_idx" ON "parties" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","created_utc");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","flow");--> statement-breakpoint
CREATE INDEX "prices_current_idx" ON "prices" USING btree ("inventory_id","currency","created_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_lower_key" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id","created_utc");--> statement-breakpoint
CREATE INDEX "sales_supplier_idx" ON "sales" USING btree ("supplier_id","created_utc");--> statement-breakpoint
CREATE INDEX "sales_status_idx" ON "sales" USING btree ("status","created_utc");--> statement-breakpoint
CREATE INDEX "session_tokens_session_idx" ON "session_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_lines_inventory_idx" ON "stock_lines" USING btree ("inventory_id","created_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_party_idx" ON "users" USING btree ("party_id");