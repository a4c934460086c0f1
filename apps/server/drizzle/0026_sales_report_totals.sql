CREATE TABLE "sales_monthly_totals" (
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"count" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	CONSTRAINT "sales_monthly_totals_month_currency_pk" PRIMARY KEY("month","currency"),
	CONSTRAINT "sales_monthly_totals_month_check" CHECK ("sales_monthly_totals"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "sales_totals_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"count" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL
);
