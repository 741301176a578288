CREATE TABLE "order_routing_lines" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_routing_lines" ADD CONSTRAINT "order_routing_lines_order_id_order_routings_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_routings"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "order_routing_lines" ("order_id", "lines") SELECT "order_id", "lines" FROM "order_routings";--> statement-breakpoint
CREATE INDEX "order_routings_parcel_idx" ON "order_routings" USING hash ("parcel");--> statement-breakpoint
ALTER TABLE "order_routings" DROP COLUMN "lines";--> statement-breakpoint
-- Dropping a column leaves its bytes in the rows; rewriting the table (a changed column type
-- forces it) makes the rows the few numbers they now are.
ALTER TABLE "order_routings" ALTER COLUMN "inputs_changed" SET DATA TYPE boolean USING "inputs_changed"::text::boolean;