DROP INDEX "orders_problematic_idx";--> statement-breakpoint
DROP INDEX "orders_undecided_idx";--> statement-breakpoint
CREATE INDEX "orders_problematic_idx" ON "orders" USING btree ("order_created_at","id") WHERE "orders"."problematic" and "orders"."status" in ('Pending', 'Preparation', 'Ready', 'Awaiting Pickup');--> statement-breakpoint
CREATE INDEX "orders_undecided_idx" ON "orders" USING btree ("order_created_at") WHERE "orders"."consolidated" is null and not "orders"."problematic";