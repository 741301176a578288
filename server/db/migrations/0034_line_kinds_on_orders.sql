-- Consolidate lists the orders with a live bought line and Warehouse Orders those a warehouse
-- ships itself, each a question of the order's lines: at a million orders every page read every
-- live line into a hash first (Warehouse Orders page 1: 202 ms against 5.4 ms at 10,000), and a
-- late page counted through them (docs/benchmarks.md "The million, measured"). The answers now
-- live on the order, kept by a trigger on the lines (never by a service, so no write path can
-- forget them), with an index in each list's own order.
ALTER TABLE "orders" ADD COLUMN "has_stock_lines" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_bought_lines" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A column kept by a trigger from other rows is those rows' history, not its own: marked
-- 'derived', track_activity leaves it out (the order's lines' records say what changed).
COMMENT ON COLUMN "orders"."has_stock_lines" IS 'derived';--> statement-breakpoint
COMMENT ON COLUMN "orders"."has_bought_lines" IS 'derived';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "track_activity"(tbl text, supplier text, warehouse text, ord text, "key" text DEFAULT 'id') RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  secret constant text := '(password|passwd|hash|token|secret|api_?key|apikey|private_?key)';
  masked constant text := to_json('••••••'::text)::text;
  col record;
  field text;
  changed text[] := '{}';
  before text[] := '{}';
  soft boolean := false;
  kind text := quote_literal('changed');
  changed_sql text;
  before_sql text;
  owners_n text;
  owners_o text;
  head text;
BEGIN
  FOR col IN
    SELECT column_name::text AS c, data_type::text AS t FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = tbl AND is_generated = 'NEVER' AND column_name <> 'updated_at'
      AND col_description(format('%I', tbl)::regclass, ordinal_position::int) IS DISTINCT FROM 'derived'
    ORDER BY ordinal_position
  LOOP
    IF col.c = 'deleted_at' THEN soft := true; END IF;
    field := quote_literal(to_json(col.c)::text || ':[');  -- '"name":['
    IF col.c ~* secret THEN
      changed := changed || format('CASE WHEN o.%1$I IS DISTINCT FROM n.%1$I THEN %2$s || CASE WHEN o.%1$I IS NULL THEN ''null'' ELSE %3$L END || '','' || CASE WHEN n.%1$I IS NULL THEN ''null'' ELSE %3$L END || '']'' END', col.c, field, masked);
      before := before || format('CASE WHEN o.%1$I IS NOT NULL THEN %2$s || %3$L || '',null]'' END', col.c, field, masked);
    ELSE
      changed := changed || format('CASE WHEN o.%1$I%3$s IS DISTINCT FROM n.%1$I%3$s THEN %2$s || coalesce(to_json(o.%1$I)::text, ''null'') || '','' || coalesce(to_json(n.%1$I)::text, ''null'') || '']'' END',
        col.c, field, CASE WHEN col.t = 'json' THEN '::text' ELSE '' END);  -- json has no equality
      before := before || format('CASE WHEN o.%1$I IS NOT NULL THEN %2$s || to_json(o.%1$I)::text || '',null]'' END', col.c, field);
    END IF;
  END LOOP;
  changed_sql := activity_fields(changed);
  before_sql := activity_fields(before);
  IF soft THEN
    kind := 'CASE WHEN o.deleted_at IS NULL AND n.deleted_at IS NOT NULL THEN ''deleted'' WHEN o.deleted_at IS NOT NULL AND n.deleted_at IS NULL THEN ''restored'' ELSE ''changed'' END';
  END IF;
  owners_n := format('%s, %s, %s',
    CASE WHEN supplier = '' THEN 'NULL::uuid' ELSE format('n.%I', supplier) END,
    CASE WHEN warehouse = '' THEN 'NULL::uuid' ELSE format('n.%I', warehouse) END,
    CASE WHEN ord = '' THEN 'NULL::uuid' ELSE format('n.%I', ord) END);
  owners_o := replace(owners_n, 'n.', 'o.');
  head := 'WITH a AS MATERIALIZED (SELECT * FROM activity_actor()) INSERT INTO activity (actor_kind, actor_id, actor_role, actor_name, resource, record_id, kind, changes, supplier_id, warehouse_id, order_id)';
  EXECUTE format($body$
    CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $act$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        %2$s SELECT a.kind, a.id, a.role, a.name, %3$L, n.%9$I::text, 'created', NULL, %4$s
        FROM new_rows n, a;
      ELSIF TG_OP = 'UPDATE' THEN
        %2$s SELECT a.kind, a.id, a.role, a.name, %3$L, x.record_id, x.kind, ('{' || x.fields || '}')::jsonb, x.s, x.w, x.o
        FROM (SELECT n.%9$I::text, %6$s, %7$s, %4$s
              FROM old_rows o JOIN new_rows n ON n.%9$I = o.%9$I OFFSET 0) x (record_id, kind, fields, s, w, o), a
        WHERE x.fields <> '';
      ELSE
        %2$s SELECT a.kind, a.id, a.role, a.name, %3$L, o.%9$I::text, 'deleted', ('{' || %8$s || '}')::jsonb, %5$s
        FROM old_rows o, a;
      END IF;
      RETURN NULL;
    END $act$
  $body$, 'activity_of_' || tbl, head, tbl, owners_n, owners_o, kind, changed_sql, before_sql, "key");
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_activity_created', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_activity_changed', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_activity_deleted', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl || '_activity_created', tbl, 'activity_of_' || tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl || '_activity_changed', tbl, 'activity_of_' || tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl || '_activity_deleted', tbl, 'activity_of_' || tbl);
END $fn$;--> statement-breakpoint
-- Which kinds of live line each of these orders has now; written only where that changed.
CREATE FUNCTION "order_line_kinds_of"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE orders o SET has_stock_lines = k.stock, has_bought_lines = k.bought
  FROM (
    SELECT i.id,
      EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = i.id AND l.fulfilment = 'stock' AND l.status <> 'Refund'),
      EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = i.id AND l.fulfilment = 'buy' AND l.status <> 'Refund')
    FROM unnest(ids) AS i (id)
  ) k (id, stock, bought)
  WHERE o.id = k.id AND (o.has_stock_lines, o.has_bought_lines) IS DISTINCT FROM (k.stock, k.bought)
$$;--> statement-breakpoint
-- Once a statement, for the orders whose lines it added, removed, or changed in what counts
-- (fulfilment, refunded or not, order): a status change along the path costs one join of its rows.
CREATE FUNCTION "order_line_kinds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_line_kinds_of(array(SELECT DISTINCT order_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM order_line_kinds_of(array(
      SELECT unnest(array[o.order_id, n.order_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.order_id, o.fulfilment, o.status = 'Refund') IS DISTINCT FROM (n.order_id, n.fulfilment, n.status = 'Refund')));
  ELSE
    PERFORM order_line_kinds_of(array(SELECT DISTINCT order_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_lines_kinds_added" AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_line_kinds"();--> statement-breakpoint
CREATE TRIGGER "order_lines_kinds_changed" AFTER UPDATE ON "order_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_line_kinds"();--> statement-breakpoint
CREATE TRIGGER "order_lines_kinds_removed" AFTER DELETE ON "order_lines" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_line_kinds"();--> statement-breakpoint
-- The orders there are, without the activity function's comparison of every row (it names
-- neither column, so it would record nothing).
ALTER TABLE "orders" DISABLE TRIGGER "orders_activity_changed";--> statement-breakpoint
UPDATE "orders" o SET "has_stock_lines" = true WHERE EXISTS (SELECT 1 FROM "order_lines" l WHERE l."order_id" = o."id" AND l."fulfilment" = 'stock' AND l."status" <> 'Refund');--> statement-breakpoint
UPDATE "orders" o SET "has_bought_lines" = true WHERE EXISTS (SELECT 1 FROM "order_lines" l WHERE l."order_id" = o."id" AND l."fulfilment" = 'buy' AND l."status" <> 'Refund');--> statement-breakpoint
ALTER TABLE "orders" ENABLE TRIGGER "orders_activity_changed";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ships_from_warehouse" boolean GENERATED ALWAYS AS (assigned_warehouse_id is not null and (consolidated is true or has_stock_lines)) STORED;--> statement-breakpoint
CREATE INDEX "orders_consolidate_idx" ON "orders" USING btree ("order_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."has_bought_lines";--> statement-breakpoint
CREATE INDEX "orders_ships_idx" ON "orders" USING btree ("order_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."ships_from_warehouse";--> statement-breakpoint
CREATE INDEX "orders_ships_warehouse_idx" ON "orders" USING btree ("assigned_warehouse_id","order_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."ships_from_warehouse";--> statement-breakpoint
-- Needs attention's orders waiting for the consolidation choice, as its reason now reads them.
DROP INDEX "orders_undecided_idx";--> statement-breakpoint
CREATE INDEX "orders_undecided_idx" ON "orders" USING btree ("order_created_at") WHERE "orders"."consolidated" is null and not "orders"."problematic" and "orders"."has_bought_lines" and "orders"."status" in ('Pending', 'Preparation', 'Ready', 'Awaiting Pickup');

