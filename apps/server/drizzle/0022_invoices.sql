CREATE TABLE "document_numbers" (
	"series" text NOT NULL,
	"issuer_key" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_numbers_series_issuer_key_pk" PRIMARY KEY("series","issuer_key")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"issuer_key" text NOT NULL,
	"number" integer NOT NULL,
	"document_number" text NOT NULL,
	"sale_id" uuid NOT NULL,
	"issuer_party_id" uuid,
	"recipient_party_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"issued_utc" timestamp with time zone NOT NULL,
	"pdf" "bytea",
	"sha256" text,
	"rendered_utc" timestamp with time zone,
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total" >= 0 and "invoices"."tax" >= 0 and "invoices"."tax" <= "invoices"."total")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_party_id_parties_id_fk" FOREIGN KEY ("issuer_party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_party_id_parties_id_fk" FOREIGN KEY ("recipient_party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("kind","issuer_key","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sale_key" ON "invoices" USING btree ("kind","sale_id");--> statement-breakpoint
CREATE INDEX "invoices_sale_idx" ON "invoices" USING btree ("sale_id");