ALTER TABLE "order_routings" ADD COLUMN "parcel" jsonb;--> statement-breakpoint
ALTER TABLE "order_routings" ADD COLUMN "unknown_skus" jsonb;--> statement-breakpoint
ALTER TABLE "order_routings" ADD COLUMN "inputs_changed" boolean DEFAULT false NOT NULL;