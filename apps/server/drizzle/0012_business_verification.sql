CREATE TABLE "business_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "business_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "business_documents_kind_check" CHECK ("business_documents"."kind" in ('cac_certificate', 'nmdpra_licence')),
	CONSTRAINT "business_documents_size_check" CHECK ("business_documents"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "business_profiles" (
	"party_id" uuid PRIMARY KEY NOT NULL,
	"rc_number" text,
	"tin" text,
	"licence_number" text,
	"licence_expiry" date,
	"licence_reminded_30_for" date,
	"licence_reminded_7_for" date,
	"updated_utc" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "business_documents" ADD CONSTRAINT "business_documents_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_documents" ADD CONSTRAINT "business_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_documents_party_idx" ON "business_documents" USING btree ("party_id","kind","uploaded_utc");