-- The activity records cost the 1,000-order status change 45 to 55% (docs/benchmarks.md "Who
-- changed what"); the same records, written cheaper. Where the time went, per changed row:
-- - the actor: activity_actor() was inlined into each INSERT, so its JSON was parsed four times
--   a record. Now once a statement (a materialized CTE).
-- - the changes: a jsonb object of every column (nulls for the unchanged), then stripped of its
--   nulls, and all of it computed twice (the filter that skips unchanged rows and the insert
--   each evaluated it). Now only the changed fields are written, as JSON text, [before, after]
--   by to_json, the same values jsonb_build_array gave, parsed once into jsonb; and once a row
--   (OFFSET 0 keeps the filter from copying the expression).
-- - the index of a record's history: (resource, record_id) became (record_id), a third cheaper
--   to write, which serves the same read (?resource=&recordId=, server/services/activity.ts,
--   the resource filtered among a record id's rows: ids hardly repeat across resources).
-- The records are the same: resources, kinds, changes {field: [before, after]}, secrets masked,
-- owner columns (tests/api/activity.test.ts).
DROP INDEX "activity_record_idx";--> statement-breakpoint
CREATE INDEX "activity_record_idx" ON "activity" USING btree ("record_id");--> statement-breakpoint
-- The fields' JSON texts (each '"name":[before,after]', NULL when left out) as one expression
-- joining those present with commas: concat_ws takes at most 100 arguments, so 90 fields a call.
CREATE FUNCTION "activity_fields"(fields text[]) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  calls text[] := '{}';
BEGIN
  FOR i IN 1 .. coalesce(array_length(fields, 1), 0) BY 90 LOOP
    calls := calls || ('concat_ws('','', ' || array_to_string(fields[i:i + 89], ', ') || ')');
  END LOOP;
  IF coalesce(array_length(calls, 1), 0) <= 1 THEN
    RETURN coalesce(calls[1], '''''');
  END IF;
  RETURN 'concat_ws('','', nullif(' || array_to_string(calls, ', ''''), nullif(') || ', ''''))';
END $fn$;--> statement-breakpoint
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
SELECT track_activity('users', 'supplier_id', 'warehouse_id', '');--> statement-breakpoint
SELECT track_activity('warehouses', '', 'id', '');--> statement-breakpoint
SELECT track_activity('suppliers', 'id', '', '');--> statement-breakpoint
SELECT track_activity('shipping_agents', '', '', '');--> statement-breakpoint
SELECT track_activity('products', '', '', '');--> statement-breakpoint
SELECT track_activity('stock', '', 'warehouse_id', '');--> statement-breakpoint
SELECT track_activity('settings', '', '', '');--> statement-breakpoint
SELECT track_activity('orders', '', '', 'id');--> statement-breakpoint
SELECT track_activity('order_lines', '', '', 'order_id');--> statement-breakpoint
SELECT track_activity('purchase_orders', '', '', '');--> statement-breakpoint
SELECT track_activity('po_assignments', '', '', 'order_id');--> statement-breakpoint
SELECT track_activity('po_lines', '', '', '');--> statement-breakpoint
SELECT track_activity('pickup_orders', '', '', '');--> statement-breakpoint
SELECT track_activity('puo_assignments', '', '', 'order_id');--> statement-breakpoint
SELECT track_activity('puo_lines', '', '', '');--> statement-breakpoint
SELECT track_activity('digest_subscriptions', 'supplier_id', 'warehouse_id', '', 'recipient');--> statement-breakpoint
SELECT track_activity('user_preferences', '', '', '', 'user_id');--> statement-breakpoint
SELECT track_activity('returns', 'supplier_id', 'warehouse_id', 'order_id');--> statement-breakpoint
SELECT track_activity('return_lines', '', '', '');--> statement-breakpoint
SELECT track_activity('parcels', 'supplier_id', 'warehouse_id', 'order_id');
