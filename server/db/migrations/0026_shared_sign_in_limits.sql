CREATE TABLE "known_browsers" (
	"device" text NOT NULL,
	"account" text NOT NULL,
	"known_until" timestamp with time zone NOT NULL,
	CONSTRAINT "known_browsers_device_account_pk" PRIMARY KEY("device","account")
);
--> statement-breakpoint
CREATE TABLE "limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "known_browsers_until_idx" ON "known_browsers" USING btree ("known_until");--> statement-breakpoint
CREATE INDEX "limit_counts_resets_idx" ON "limit_counts" USING btree ("resets_at");