ALTER TABLE "shipping_agents" ADD COLUMN "email_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "email_language" text DEFAULT 'en' NOT NULL;