ALTER TABLE "products" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "shipping_agents" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "updated_by" uuid;