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
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_unit_check" CHECK ("products"."unit" in ('Liters'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'client', 'customer')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('Unconfirmed', 'Pending', 'Active', 'Rejected', 'Suspended'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_lower_key" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));