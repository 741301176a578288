ALTER TABLE "settings" ADD COLUMN "attention_consolidation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "attention_at_risk_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "attention_supplier_silent_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "attention_pickup_uncollected_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_lines_live_buy_idx" ON "order_lines" USING btree ("order_id") WHERE "order_lines"."fulfilment" = 'buy' and "order_lines"."status" <> 'Refund';--> statement-breakpoint
CREATE INDEX "orders_problematic_idx" ON "orders" USING btree ("created_at") WHERE "orders"."problematic";--> statement-breakpoint
CREATE INDEX "orders_undecided_idx" ON "orders" USING btree ("created_at") WHERE "orders"."consolidated" is null and not "orders"."problematic";--> statement-breakpoint
CREATE INDEX "orders_open_deadline_idx" ON "orders" USING btree ("deadline_date") WHERE "orders"."status" in ('Pending', 'Preparation', 'Ready', 'Awaiting Pickup');--> statement-breakpoint
CREATE INDEX "po_lines_undated_idx" ON "po_lines" USING btree ("po_assignment_id") WHERE "po_lines"."estimated_shipping_date" is null and "po_lines"."status" in ('Pending', 'Preparation');--> statement-breakpoint
CREATE INDEX "po_lines_ready_idx" ON "po_lines" USING btree ("shipping_agent_id") WHERE "po_lines"."status" = 'Ready';--> statement-breakpoint
CREATE INDEX "puo_assignments_awaiting_idx" ON "puo_assignments" USING btree ("pickup_order_id") WHERE "puo_assignments"."status" = 'Awaiting Pickup';--> statement-breakpoint
CREATE INDEX "puo_assignments_untracked_idx" ON "puo_assignments" USING btree ("updated_at") WHERE "puo_assignments"."status" = 'Shipped' and "puo_assignments"."tracking_id" is null;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_consolidation_hours_check" CHECK ("settings"."attention_consolidation_hours" between 1 and 720);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_at_risk_hours_check" CHECK ("settings"."attention_at_risk_hours" between 1 and 720);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_supplier_silent_days_check" CHECK ("settings"."attention_supplier_silent_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_pickup_uncollected_days_check" CHECK ("settings"."attention_pickup_uncollected_days" between 1 and 60);