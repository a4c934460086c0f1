CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "drivers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "drivers_status_check" CHECK ("drivers"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "loading_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" uuid NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "loading_slots_capacity_check" CHECK ("loading_slots"."capacity" > 0),
	CONSTRAINT "loading_slots_booked_check" CHECK ("loading_slots"."booked" >= 0 and "loading_slots"."booked" <= "loading_slots"."capacity"),
	CONSTRAINT "loading_slots_times_check" CHECK ("loading_slots"."start_time" < "loading_slots"."end_time")
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"truck_id" uuid,
	"driver_id" uuid,
	"ticket_path" text,
	"created_utc" timestamp with time zone NOT NULL,
	"cancelled_utc" timestamp with time zone,
	CONSTRAINT "slot_bookings_crew_check" CHECK (("slot_bookings"."truck_id" is null) = ("slot_bookings"."driver_id" is null))
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration" text NOT NULL,
	"type" text NOT NULL,
	"capacity" integer NOT NULL,
	"capacity_unit" text NOT NULL,
	"hub_id" uuid NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"created_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "trucks_registration_unique" UNIQUE("registration"),
	CONSTRAINT "trucks_type_check" CHECK ("trucks"."type" in ('CNG cascade', 'LNG ISO tank')),
	CONSTRAINT "trucks_status_check" CHECK ("trucks"."status" in ('Available', 'In service', 'Maintenance')),
	CONSTRAINT "trucks_capacity_unit_check" CHECK ("trucks"."capacity_unit" in ('scm', 'litres')),
	CONSTRAINT "trucks_capacity_check" CHECK ("trucks"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_party_check";--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_slots" ADD CONSTRAINT "loading_slots_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_slot_id_loading_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."loading_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loading_slots_hub_day_start_key" ON "loading_slots" USING btree ("hub_id","day","start_time");--> statement-breakpoint
CREATE INDEX "loading_slots_day_idx" ON "loading_slots" USING btree ("day","hub_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_bookings_live_sale_key" ON "slot_bookings" USING btree ("sale_id") WHERE "slot_bookings"."cancelled_utc" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_bookings_live_truck_key" ON "slot_bookings" USING btree ("slot_id","truck_id") WHERE "slot_bookings"."cancelled_utc" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_bookings_live_driver_key" ON "slot_bookings" USING btree ("slot_id","driver_id") WHERE "slot_bookings"."cancelled_utc" is null;--> statement-breakpoint
CREATE INDEX "slot_bookings_slot_idx" ON "slot_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "slot_bookings_driver_idx" ON "slot_bookings" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "trucks_hub_idx" ON "trucks" USING btree ("hub_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'client', 'customer', 'driver'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_party_check" CHECK (("users"."role" in ('admin', 'driver')) = ("users"."party_id" is null));