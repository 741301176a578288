CREATE SEQUENCE "public"."po_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."puo_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"warehouse_id" uuid,
	"supplier_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('Admin', 'Warehouse', 'Supplier')),
	CONSTRAINT "users_role_owner_check" CHECK (("users"."role" = 'Admin') or ("users"."role" = 'Warehouse' and "users"."warehouse_id" is not null) or ("users"."role" = 'Supplier' and "users"."supplier_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "pack_items" (
	"pack_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pack_items_pack_id_product_id_pk" PRIMARY KEY("pack_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"internal_sku" text NOT NULL,
	"supplier_sku" text,
	"internal_product_name" text NOT NULL,
	"supplier_product_name" text,
	"supplier_id" uuid,
	"is_pack" boolean DEFAULT false NOT NULL,
	"units" double precision,
	"units_include" double precision,
	"weight" double precision,
	"length" double precision,
	"width" double precision,
	"height" double precision,
	"max_length" double precision GENERATED ALWAYS AS (greatest("products"."length", "products"."width", "products"."height")) STORED,
	"volume" double precision GENERATED ALWAYS AS ("products"."length" * "products"."width" * "products"."height") STORED,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("products"."internal_sku", '') || ' ' || coalesce("products"."supplier_sku", '') || ' ' || coalesce("products"."internal_product_name", '') || ' ' || coalesce("products"."supplier_product_name", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_pack_supplier_check" CHECK ("products"."is_pack" or "products"."supplier_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "shipping_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"tracking_url" text NOT NULL,
	"street_name" text NOT NULL,
	"street_number" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"notification_days" integer DEFAULT 1 NOT NULL,
	"notification_time" text DEFAULT '09:00' NOT NULL,
	"email_subject" text DEFAULT '' NOT NULL,
	"custome_email" text DEFAULT '' NOT NULL,
	"img_name" text,
	"activated" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("shipping_agents"."name", '') || ' ' || coalesce("shipping_agents"."contact_email", '') || ' ' || coalesce("shipping_agents"."contact_person", '') || ' ' || coalesce("shipping_agents"."city", '') || ' ' || coalesce("shipping_agents"."country", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"street_name" text NOT NULL,
	"street_number" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"zip_code" text NOT NULL,
	"pickup_start_time" text,
	"pickup_end_time" text,
	"drop_shipping_available" boolean DEFAULT true NOT NULL,
	"notification_days" integer DEFAULT 1 NOT NULL,
	"notification_time" text DEFAULT '09:00' NOT NULL,
	"email_subject" text DEFAULT '' NOT NULL,
	"custome_email" text DEFAULT '' NOT NULL,
	"img_name" text,
	"activated" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("suppliers"."name", '') || ' ' || coalesce("suppliers"."contact_email", '') || ' ' || coalesce("suppliers"."contact_person", '') || ' ' || coalesce("suppliers"."city", '') || ' ' || coalesce("suppliers"."country", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"street_name" text NOT NULL,
	"street_number" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"zip_code" text NOT NULL,
	"pickup_start_time" text,
	"pickup_end_time" text,
	"min_weight" double precision,
	"max_weight" double precision,
	"min_length" double precision,
	"max_length" double precision,
	"min_width" double precision,
	"max_width" double precision,
	"min_height" double precision,
	"max_height" double precision,
	"min_lwh" double precision,
	"max_lwh" double precision,
	"shipping_type" text DEFAULT 'International+Domestic Shipping' NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("warehouses"."name", '') || ' ' || coalesce("warehouses"."email", '') || ' ' || coalesce("warehouses"."contact_person", '') || ' ' || coalesce("warehouses"."city", '') || ' ' || coalesce("warehouses"."country", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "warehouses_shipping_type_check" CHECK ("warehouses"."shipping_type" in ('International+Domestic Shipping', 'Domestic Shipping', 'International Shipping'))
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"total_units" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_warehouse_product_key" UNIQUE("warehouse_id","product_id"),
	CONSTRAINT "stock_total_units_check" CHECK ("stock"."total_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"order_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_action_check" CHECK ("stock_movements"."action" in ('Add', 'Remove'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"send_from_email" text,
	"deadline_days" integer DEFAULT 7 NOT NULL,
	"email_img_signature" text,
	"image_size" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_deadline_days_check" CHECK ("settings"."deadline_days" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line_key" text NOT NULL,
	"shop_line_item_id" text,
	"product_id" uuid,
	"supplier_id" uuid,
	"sku" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"pack_sku" text,
	"fulfilment" text,
	"direct_to_customer" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"estimated_shipping_date" date,
	"shipping_agent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_order_line_key" UNIQUE("order_id","line_key"),
	CONSTRAINT "order_lines_status_check" CHECK ("order_lines"."status" in ('Pending', 'Preparation', 'Ready', 'Awaiting Pickup', 'Shipped', 'Refund')),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_order_id" text,
	"order_number" text NOT NULL,
	"order_created_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"problematic" boolean DEFAULT false NOT NULL,
	"problem_reason" text,
	"assigned_warehouse_id" uuid,
	"warehouse_list" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_hybrid" boolean DEFAULT false NOT NULL,
	"consolidated" boolean,
	"shipping_type" text,
	"customer_shop_id" text,
	"customer_first_name" text,
	"customer_last_name" text,
	"customer_email" text,
	"customer_phone" text,
	"shipping_address1" text,
	"shipping_address2" text,
	"shipping_city" text,
	"shipping_zip" text,
	"shipping_province" text,
	"shipping_country" text,
	"shipping_phone" text,
	"deadline_date" date,
	"estimated_shipping_date" date,
	"shipping_agent_id" uuid,
	"tracking_id" text,
	"agent_name" text,
	"tracking_url" text,
	"notes" text,
	"invoice_number" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('Pending', 'Preparation', 'Ready', 'Awaiting Pickup', 'Shipped', 'Refund'))
);
--> statement-breakpoint
CREATE TABLE "po_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"order_id" uuid,
	"sent_to" text NOT NULL,
	"warehouse_id" uuid,
	"customer" jsonb,
	"status" text DEFAULT 'Pending Payment' NOT NULL,
	"notes" text,
	"invoice_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "po_assignments_destination_check" CHECK (("po_assignments"."sent_to" = 'Warehouse' and "po_assignments"."warehouse_id" is not null) or ("po_assignments"."sent_to" = 'Customer' and ("po_assignments"."order_id" is not null or "po_assignments"."customer" is not null)))
);
--> statement-breakpoint
CREATE TABLE "po_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"po_assignment_id" uuid NOT NULL,
	"order_line_id" uuid,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"estimated_shipping_date" date,
	"shipping_agent_id" uuid,
	"tracking_id" text,
	"agent_name" text,
	"tracking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "po_lines_quantity_check" CHECK ("po_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"po_number" text DEFAULT 'PO-' || nextval('po_number_seq') NOT NULL,
	"supplier_id" uuid NOT NULL,
	"schedule_time" timestamp with time zone NOT NULL,
	"notification_status" text DEFAULT 'to_be_sent' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_po_number_unique" UNIQUE("po_number")
);
--> statement-breakpoint
CREATE TABLE "pickup_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pickup_order_number" text DEFAULT 'PUO-' || nextval('puo_number_seq') NOT NULL,
	"shipping_agent_id" uuid NOT NULL,
	"pickup_from" text NOT NULL,
	"pickup_warehouse_id" uuid,
	"pickup_supplier_id" uuid,
	"schedule_time" timestamp with time zone NOT NULL,
	"notification_status" text DEFAULT 'to_be_sent' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_orders_pickup_order_number_unique" UNIQUE("pickup_order_number"),
	CONSTRAINT "pickup_orders_place_check" CHECK (("pickup_orders"."pickup_from" = 'Warehouse' and "pickup_orders"."pickup_warehouse_id" is not null) or ("pickup_orders"."pickup_from" = 'Supplier' and "pickup_orders"."pickup_supplier_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "puo_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pickup_order_id" uuid NOT NULL,
	"order_id" uuid,
	"sent_to" text NOT NULL,
	"warehouse_id" uuid,
	"customer" jsonb,
	"tracking_id" text,
	"agent_name" text,
	"tracking_url" text,
	"status" text DEFAULT 'Awaiting Pickup' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puo_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"puo_assignment_id" uuid NOT NULL,
	"order_line_id" uuid,
	"po_line_id" uuid,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'Awaiting Pickup' NOT NULL,
	"shop_line_item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puo_lines_quantity_check" CHECK ("puo_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "shop_sync_state" (
	"shop" text PRIMARY KEY NOT NULL,
	"last_updated_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_pack_id_products_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_id_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipping_agent_id_shipping_agents_id_fk" FOREIGN KEY ("shipping_agent_id") REFERENCES "public"."shipping_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_warehouse_id_warehouses_id_fk" FOREIGN KEY ("assigned_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_agent_id_shipping_agents_id_fk" FOREIGN KEY ("shipping_agent_id") REFERENCES "public"."shipping_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_assignments" ADD CONSTRAINT "po_assignments_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_assignments" ADD CONSTRAINT "po_assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_assignments" ADD CONSTRAINT "po_assignments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_lines" ADD CONSTRAINT "po_lines_po_assignment_id_po_assignments_id_fk" FOREIGN KEY ("po_assignment_id") REFERENCES "public"."po_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_lines" ADD CONSTRAINT "po_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_lines" ADD CONSTRAINT "po_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_lines" ADD CONSTRAINT "po_lines_shipping_agent_id_shipping_agents_id_fk" FOREIGN KEY ("shipping_agent_id") REFERENCES "public"."shipping_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_shipping_agent_id_shipping_agents_id_fk" FOREIGN KEY ("shipping_agent_id") REFERENCES "public"."shipping_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_pickup_warehouse_id_warehouses_id_fk" FOREIGN KEY ("pickup_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_pickup_supplier_id_suppliers_id_fk" FOREIGN KEY ("pickup_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puo_assignments" ADD CONSTRAINT "puo_assignments_pickup_order_id_pickup_orders_id_fk" FOREIGN KEY ("pickup_order_id") REFERENCES "public"."pickup_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puo_assignments" ADD CONSTRAINT "puo_assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puo_assignments" ADD CONSTRAINT "puo_assignments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puo_lines" ADD CONSTRAINT "puo_lines_puo_assignment_id_puo_assignments_id_fk" FOREIGN KEY ("puo_assignment_id") REFERENCES "public"."puo_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puo_lines" ADD CONSTRAINT "puo_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puo_lines" ADD CONSTRAINT "puo_lines_po_line_id_po_lines_id_fk" FOREIGN KEY ("po_line_id") REFERENCES "public"."po_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puo_lines" ADD CONSTRAINT "puo_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "pack_items_product_idx" ON "pack_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_internal_sku_live_key" ON "products" USING btree ("internal_sku") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_agents_name_live_key" ON "shipping_agents" USING btree (lower("name")) WHERE "shipping_agents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shipping_agents_search_trgm" ON "shipping_agents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_live_key" ON "suppliers" USING btree (lower("name")) WHERE "suppliers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_email_live_key" ON "suppliers" USING btree (lower("contact_email")) WHERE "suppliers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_email_live_key" ON "warehouses" USING btree (lower("email")) WHERE "warehouses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "warehouses_search_trgm" ON "warehouses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_product_idx" ON "stock" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_stock_idx" ON "stock_movements" USING btree ("stock_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_lines_supplier_idx" ON "order_lines" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_order_id_key" ON "orders" USING btree ("shop_order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("order_created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","order_created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_warehouse_idx" ON "orders" USING btree ("assigned_warehouse_id","order_created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_search_trgm" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "po_assignments_po_idx" ON "po_assignments" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "po_assignments_order_idx" ON "po_assignments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "po_lines_assignment_idx" ON "po_lines" USING btree ("po_assignment_id");--> statement-breakpoint
CREATE INDEX "po_lines_order_line_idx" ON "po_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_one_open_per_supplier" ON "purchase_orders" USING btree ("supplier_id") WHERE "purchase_orders"."notification_status" = 'to_be_sent';--> statement-breakpoint
CREATE INDEX "purchase_orders_due_idx" ON "purchase_orders" USING btree ("notification_status","schedule_time");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_orders_one_open_per_agent_place" ON "pickup_orders" USING btree ("shipping_agent_id","pickup_from",coalesce("pickup_warehouse_id", "pickup_supplier_id")) WHERE "pickup_orders"."notification_status" = 'to_be_sent';--> statement-breakpoint
CREATE INDEX "pickup_orders_due_idx" ON "pickup_orders" USING btree ("notification_status","schedule_time");--> statement-breakpoint
CREATE INDEX "puo_assignments_puo_idx" ON "puo_assignments" USING btree ("pickup_order_id");--> statement-breakpoint
CREATE INDEX "puo_assignments_order_idx" ON "puo_assignments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "puo_lines_assignment_idx" ON "puo_lines" USING btree ("puo_assignment_id");--> statement-breakpoint
CREATE INDEX "puo_lines_order_line_idx" ON "puo_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");