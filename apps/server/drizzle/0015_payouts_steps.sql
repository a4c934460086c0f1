ALTER TABLE "payouts" DROP CONSTRAINT "payouts_steps_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_steps_check" CHECK (("payouts"."status" <> 'Requested' or "payouts"."approved_utc" is null)
        and ("payouts"."status" not in ('Approved', 'Paid') or "payouts"."approved_utc" is not null)
        and ("payouts"."status" = 'Paid') = ("payouts"."paid_utc" is not null and "payouts"."bank_reference" is not null)
        and ("payouts"."status" in ('Rejected', 'Cancelled')) = ("payouts"."closed_utc" is not null));