DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_number_idx";--> statement-breakpoint
DROP INDEX "orders_city_idx";--> statement-breakpoint
DROP INDEX "orders_status_place_idx";--> statement-breakpoint
DROP INDEX "orders_warehouse_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("order_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","order_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_number_idx" ON "orders" USING btree ("order_number","order_created_at","id");--> statement-breakpoint
CREATE INDEX "orders_city_idx" ON "orders" USING btree (lower("shipping_city"),"order_created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_place_idx" ON "orders" USING btree (array_position(array['Pending', 'Preparation', 'Ready', 'Awaiting Pickup', 'Shipped', 'Refund']::text[], "status"),"order_created_at","id");--> statement-breakpoint
CREATE INDEX "orders_warehouse_idx" ON "orders" USING btree ("assigned_warehouse_id","order_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);