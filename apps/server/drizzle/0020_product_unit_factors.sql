CREATE TABLE "product_unit_factors" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"scm_per_litre_nano" bigint NOT NULL,
	"kg_per_litre_nano" bigint NOT NULL,
	"mmbtu_per_litre_nano" bigint NOT NULL,
	"updated_utc" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "product_unit_factors_range_check" CHECK ("product_unit_factors"."scm_per_litre_nano" between 1 and 10000000000
        and "product_unit_factors"."kg_per_litre_nano" between 1 and 10000000000
        and "product_unit_factors"."mmbtu_per_litre_nano" between 1 and 10000000000)
);
--> statement-breakpoint
ALTER TABLE "product_unit_factors" ADD CONSTRAINT "product_unit_factors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_unit_factors" ADD CONSTRAINT "product_unit_factors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;