-- Internal SKUs are unique among live products and packs regardless of case, since order import
-- matches them so. Live SKUs differing only in case stop the migration, naming them, rather
-- than one of them being changed behind the operator's back (rename or delete one, then start).
DO $$
DECLARE clashes text;
BEGIN
  SELECT string_agg(skus, '; ') INTO clashes FROM (
    SELECT string_agg("internal_sku", ' = ' ORDER BY "internal_sku") AS skus
    FROM "products" WHERE "deleted_at" IS NULL
    GROUP BY lower("internal_sku") HAVING count(*) > 1
  ) AS clash;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Internal SKUs that differ only in case: %. Rename or delete one of each, then start again.', clashes;
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "products_internal_sku_live_key";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "internal_sku_key" text GENERATED ALWAYS AS (lower("products"."internal_sku")) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_internal_sku_live_key" ON "products" USING btree ("internal_sku_key") WHERE "products"."deleted_at" is null;
