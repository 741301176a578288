CREATE TABLE "digest_sends" (
	"recipient" text NOT NULL,
	"day" date NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_recipient_day_pk" PRIMARY KEY("recipient","day")
);
--> statement-breakpoint
CREATE TABLE "digest_subscriptions" (
	"recipient" text PRIMARY KEY NOT NULL,
	"warehouse_id" uuid,
	"supplier_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_subscriptions_recipient_check" CHECK (("digest_subscriptions"."recipient" = 'operator' and "digest_subscriptions"."warehouse_id" is null and "digest_subscriptions"."supplier_id" is null)
        or ("digest_subscriptions"."recipient" = ('warehouse:' || "digest_subscriptions"."warehouse_id"::text) and "digest_subscriptions"."supplier_id" is null)
        or ("digest_subscriptions"."recipient" = ('supplier:' || "digest_subscriptions"."supplier_id"::text) and "digest_subscriptions"."warehouse_id" is null))
);
--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;