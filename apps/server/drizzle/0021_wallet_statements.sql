CREATE TABLE "payout_advices" (
	"payout_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"issued_utc" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"account_kind" text NOT NULL,
	"currency" text NOT NULL,
	"month" text NOT NULL,
	"opening" bigint NOT NULL,
	"closing" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"issued_utc" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_advices" ADD CONSTRAINT "payout_advices_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_statements" ADD CONSTRAINT "wallet_statements_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_statements_month_key" ON "wallet_statements" USING btree ("party_id","currency","month");