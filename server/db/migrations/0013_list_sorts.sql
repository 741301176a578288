CREATE INDEX "orders_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_city_idx" ON "orders" USING btree (lower("shipping_city"),"order_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_place_idx" ON "orders" USING btree (array_position(array['Pending', 'Preparation', 'Ready', 'Awaiting Pickup', 'Shipped', 'Refund']::text[], "status"),"order_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("notification_status","created_at");--> statement-breakpoint
CREATE INDEX "pickup_orders_created_idx" ON "pickup_orders" USING btree ("notification_status","created_at");