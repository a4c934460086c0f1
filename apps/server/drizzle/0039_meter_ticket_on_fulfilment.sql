ALTER TABLE "fulfilments" ADD COLUMN "ticket_path" text;--> statement-breakpoint
-- The tickets recorded so far, from the live booking they were kept on. slot_bookings.ticket_path
-- stays one release for processes of the previous release (docs/deploy.md); the release that
-- drops it copies again first, for tickets such a process recorded during the rollout.
UPDATE "fulfilments" AS f SET "ticket_path" = b."ticket_path"
  FROM "slot_bookings" AS b
  WHERE b."sale_id" = f."sale_id" AND b."cancelled_utc" IS NULL AND b."ticket_path" IS NOT NULL;
