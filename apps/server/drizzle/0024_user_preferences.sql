CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "user_preferences_language_check" CHECK ("user_preferences"."language" in ('en', 'ha'))
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;