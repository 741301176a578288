CREATE TABLE "parcel_lines" (
	"parcel_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "parcel_lines_line_once" UNIQUE("parcel_id","order_line_id"),
	CONSTRAINT "parcel_lines_quantity_check" CHECK ("parcel_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"shipper" text NOT NULL,
	"warehouse_id" uuid,
	"supplier_id" uuid,
	"agent_name" text NOT NULL,
	"tracking_id" text NOT NULL,
	"tracking_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_shipper_check" CHECK ("parcels"."shipper" in ('warehouse', 'supplier', 'admin')),
	CONSTRAINT "parcels_shipper_owner_check" CHECK (("parcels"."shipper" <> 'warehouse' or "parcels"."warehouse_id" is not null) and ("parcels"."shipper" <> 'supplier' or "parcels"."supplier_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "shop_fulfilments" ADD COLUMN "parcel_id" uuid;--> statement-breakpoint
ALTER TABLE "parcel_lines" ADD CONSTRAINT "parcel_lines_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_lines" ADD CONSTRAINT "parcel_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_lines_line_idx" ON "parcel_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "shop_fulfilments" ADD CONSTRAINT "shop_fulfilments_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE set null ON UPDATE no action;