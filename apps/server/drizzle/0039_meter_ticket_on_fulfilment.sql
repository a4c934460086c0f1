ALTER TABLE "fulfilments" ADD COLUMN "ticket_path" text;--> statement-breakpoint
-- The tickets recorded so far, from the live booking they were kept on.
UPDATE "fulfilments" AS f SET "ticket_path" = b."ticket_path"
  FROM "slot_bookings" AS b
  WHERE b."sale_id" = f."sale_id" AND b."cancelled_utc" IS NULL AND b."ticket_path" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_bookings" DROP COLUMN "ticket_path";
