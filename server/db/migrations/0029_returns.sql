CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_lines_return_line_key" UNIQUE("return_id","order_line_id"),
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_number" text DEFAULT 'RMA-' || nextval('return_number_seq') NOT NULL,
	"order_id" uuid NOT NULL,
	"shipper_kind" text NOT NULL,
	"warehouse_id" uuid,
	"supplier_id" uuid,
	"state" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"condition" text,
	"expected_days" integer DEFAULT 14 NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" uuid,
	"refunded_at" timestamp with time zone,
	"refunded_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_return_number_unique" UNIQUE("return_number"),
	CONSTRAINT "returns_state_check" CHECK ("returns"."state" in ('open', 'received', 'refunded')),
	CONSTRAINT "returns_condition_check" CHECK ("returns"."condition" is null or "returns"."condition" in ('resaleable', 'damaged')),
	CONSTRAINT "returns_shipper_check" CHECK (("returns"."shipper_kind" = 'warehouse' and "returns"."warehouse_id" is not null and "returns"."supplier_id" is null)
        or ("returns"."shipper_kind" = 'supplier' and "returns"."supplier_id" is not null and "returns"."warehouse_id" is null)),
	CONSTRAINT "returns_expected_days_check" CHECK ("returns"."expected_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"line_items" jsonb NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"claimed_by" integer,
	"shop_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "shop_refunds_return_key" UNIQUE("return_id"),
	CONSTRAINT "shop_refunds_status_check" CHECK ("shop_refunds"."status" in ('pending', 'sent', 'not-sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refunds" ADD CONSTRAINT "shop_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_refunds" ADD CONSTRAINT "shop_refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "returns_opened_idx" ON "returns" USING btree ("opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "returns_warehouse_idx" ON "returns" USING btree ("warehouse_id","opened_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "returns_supplier_idx" ON "returns" USING btree ("supplier_id","opened_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_open_idx" ON "returns" USING btree ("opened_at") WHERE "returns"."state" = 'open';--> statement-breakpoint
CREATE INDEX "shop_refunds_due_idx" ON "shop_refunds" USING btree ("status","next_attempt_at");