DROP INDEX "orders_problematic_idx";--> statement-breakpoint
DROP INDEX "orders_undecided_idx";--> statement-breakpoint
ALTER TABLE "shipping_agents" ADD COLUMN "email_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "email_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_problematic_idx" ON "orders" USING btree ("order_created_at","id") WHERE "orders"."problematic" and "orders"."status" in ('Pending', 'Preparation', 'Ready', 'Awaiting Pickup');--> statement-breakpoint
CREATE INDEX "orders_undecided_idx" ON "orders" USING btree ("order_created_at") WHERE "orders"."consolidated" is null and not "orders"."problematic";