DROP INDEX "orders_shop_order_id_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_order_key" ON "orders" USING btree (coalesce("shop", ''),"shop_order_id");