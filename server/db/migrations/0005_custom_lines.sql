ALTER TABLE "orders" ADD COLUMN "custom_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Lines the shop sold without a SKU (custom items, tips, gift cards) leave order_lines for the
-- order's custom_lines: they never had a product, so no purchase or pickup line refers to them.
WITH moved AS (
  DELETE FROM "order_lines" l
  WHERE (l."sku" IS NULL OR btrim(l."sku") = '')
    AND l."product_id" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "po_lines" p WHERE p."order_line_id" = l."id")
    AND NOT EXISTS (SELECT 1 FROM "puo_lines" p WHERE p."order_line_id" = l."id")
  RETURNING l."order_id", l."line_key", l."position", l."name", l."quantity", l."shop_line_item_id"
)
UPDATE "orders" o
SET "custom_lines" = o."custom_lines" || m."lines"
FROM (
  SELECT "order_id",
    jsonb_agg(jsonb_build_object(
      'lineKey', "line_key", 'position', "position" / 100, 'name', "name",
      'quantity', "quantity", 'shopLineItemId', "shop_line_item_id"
    ) ORDER BY "position") AS "lines"
  FROM moved GROUP BY "order_id"
) m
WHERE o."id" = m."order_id";--> statement-breakpoint
-- An order left with only custom lines has nothing to route: it is no longer problematic.
UPDATE "orders" o
SET "problematic" = false, "problem_reason" = NULL, "warehouse_list" = '{}'
WHERE o."problematic" AND jsonb_array_length(o."custom_lines") > 0
  AND NOT EXISTS (SELECT 1 FROM "order_lines" l WHERE l."order_id" = o."id");
