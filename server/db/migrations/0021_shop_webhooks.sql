CREATE TABLE "shop_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"shop" text NOT NULL,
	"event_id" text NOT NULL,
	"topic" text NOT NULL,
	"webhook_id" text,
	"triggered_at" timestamp with time zone,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "shop_webhooks_event_unique" UNIQUE("shop","event_id"),
	CONSTRAINT "shop_webhooks_status_check" CHECK ("shop_webhooks"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "shop_webhooks" ADD CONSTRAINT "shop_webhooks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_webhooks_due_idx" ON "shop_webhooks" USING btree ("status","next_attempt_at");