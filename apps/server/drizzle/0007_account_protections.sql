CREATE TABLE "known_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"ip_address" text,
	"created_utc" timestamp with time zone NOT NULL,
	"last_sign_in_utc" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"new_token_id" uuid NOT NULL,
	"old_token_id" uuid NOT NULL,
	"new_confirmed_utc" timestamp with time zone,
	"old_confirmed_utc" timestamp with time zone,
	"expires_utc" timestamp with time zone NOT NULL,
	"applied_utc" timestamp with time zone,
	"cancelled_utc" timestamp with time zone,
	"created_utc" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_new_token_id_email_tokens_id_fk" FOREIGN KEY ("new_token_id") REFERENCES "public"."email_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_old_token_id_email_tokens_id_fk" FOREIGN KEY ("old_token_id") REFERENCES "public"."email_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_user_token_key" ON "known_devices" USING btree ("user_id","token_hash");--> statement-breakpoint
CREATE INDEX "known_devices_user_idx" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_changes_new_token_idx" ON "email_changes" USING btree ("new_token_id");--> statement-breakpoint
CREATE INDEX "email_changes_old_token_idx" ON "email_changes" USING btree ("old_token_id");--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" in ('verify', 'password_reset', 'email_change_new', 'email_change_old'));