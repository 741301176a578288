ALTER TABLE "orders" ADD COLUMN "shop_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_changes" jsonb;--> statement-breakpoint
CREATE INDEX "orders_shop_changes_idx" ON "orders" USING btree ("id") WHERE "orders"."shop_changes" is not null and ("orders"."shop_changes" ->> 'resolvedAt') is null;