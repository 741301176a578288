CREATE TABLE "order_routings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"warehouse_set_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"destination_country" text,
	"routed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_warehouse_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"warehouses" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_warehouse_sets_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "order_routings" ADD CONSTRAINT "order_routings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_routings" ADD CONSTRAINT "order_routings_warehouse_set_id_routing_warehouse_sets_id_fk" FOREIGN KEY ("warehouse_set_id") REFERENCES "public"."routing_warehouse_sets"("id") ON DELETE no action ON UPDATE no action;