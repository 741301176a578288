CREATE TABLE "shop_fulfilments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_ids" uuid[] NOT NULL,
	"tracking_number" text NOT NULL,
	"company" text NOT NULL,
	"url" text,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"shop_fulfilment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "shop_fulfilments_status_check" CHECK ("shop_fulfilments"."status" in ('pending', 'sent', 'not-sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "shop_fulfilments" ADD CONSTRAINT "shop_fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_fulfilments" ADD CONSTRAINT "shop_fulfilments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_fulfilments_due_idx" ON "shop_fulfilments" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "shop_fulfilments_order_idx" ON "shop_fulfilments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "po_lines_product_idx" ON "po_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_sent_idx" ON "purchase_orders" USING btree ("sent_at" DESC NULLS FIRST,"po_number" DESC NULLS FIRST) WHERE "purchase_orders"."notification_status" = 'sent';--> statement-breakpoint
CREATE INDEX "purchase_orders_number_trgm" ON "purchase_orders" USING gin (lower("po_number") gin_trgm_ops);