CREATE TABLE "operator_notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"deposit_awaiting" boolean DEFAULT true NOT NULL,
	"sign_up_awaiting" boolean DEFAULT true NOT NULL,
	"updated_utc" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_notification_settings" ADD CONSTRAINT "operator_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;