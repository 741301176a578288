CREATE TABLE "shop_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop" text NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"shop_count" integer,
	"shop_count_exact" boolean DEFAULT true NOT NULL,
	"product_count_before" integer,
	"product_count_after" integer,
	"fetched" integer DEFAULT 0 NOT NULL,
	"outcome" text,
	"error" text,
	"user_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "shop_reconciliations_outcome_check" CHECK ("shop_reconciliations"."outcome" in ('agreed', 'fetched', 'disagrees', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrived_by" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
-- Orders here before: how they arrived, read from their source (a shop's by the sweep, the only way then).
UPDATE "orders" SET "arrived_by" = CASE "source" WHEN 'shop' THEN 'sweep' WHEN 'import' THEN 'file' ELSE 'manual' END;--> statement-breakpoint
ALTER TABLE "shop_reconciliations" ADD CONSTRAINT "shop_reconciliations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_reconciliations_shop_idx" ON "shop_reconciliations" USING btree ("shop","started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_arrived_by_check" CHECK ("orders"."arrived_by" in ('webhook', 'sweep', 'reconciliation', 'file', 'manual'));