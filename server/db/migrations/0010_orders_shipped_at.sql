ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_imported_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."shipped_at" is not null;--> statement-breakpoint
-- An order's shipped time follows its status wherever a service changes it: set when it becomes
-- Shipped (to the time the service wrote, updated_at), cleared when it leaves Shipped.
CREATE FUNCTION "orders_shipped_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Shipped' THEN
    IF TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'Shipped' THEN
      NEW.shipped_at := coalesce(NEW.updated_at, now());
    END IF;
  ELSE
    NEW.shipped_at := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_shipped_at" BEFORE INSERT OR UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_shipped_at"();--> statement-breakpoint
-- Orders shipped before: their last change is the best time known.
UPDATE "orders" SET "shipped_at" = "updated_at" WHERE "status" = 'Shipped';
