CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text,
	"theme" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_language_check" CHECK ("user_preferences"."language" is null or "user_preferences"."language" in ('en', 'de')),
	CONSTRAINT "user_preferences_theme_check" CHECK ("user_preferences"."theme" is null or "user_preferences"."theme" in ('light', 'dark'))
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;