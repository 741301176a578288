CREATE TABLE "activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_role" text,
	"actor_name" text,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb,
	"supplier_id" uuid,
	"warehouse_id" uuid,
	"order_id" uuid,
	CONSTRAINT "activity_actor_kind_check" CHECK ("activity"."actor_kind" in ('user', 'scheduler', 'shop')),
	CONSTRAINT "activity_kind_check" CHECK ("activity"."kind" in ('created', 'changed', 'deleted', 'restored'))
);
--> statement-breakpoint
CREATE INDEX "activity_record_idx" ON "activity" USING btree ("resource","record_id");--> statement-breakpoint
-- Who changed what (issue 32 item 3): statement-level triggers with transition tables write one
-- activity row per record in the write's own transaction, so no path that writes can forget it,
-- and a bulk write pays one trigger call, not one per row. The actor is the transaction's
-- `app.actor` setting (server/db/actor.ts); none set means the server's own work (the scheduler).
-- A created record keeps no copy of its fields (it is its own after); a changed one keeps each
-- changed field [before, after] but updated_at and generated columns (search_text); a deleted one
-- its fields before. Secret fields (the pattern in track_activity is domain/activity.ts's
-- SECRET_FIELD_PATTERN, checked equal by tests/api/activity.test.ts) keep only that they were set.
CREATE FUNCTION "activity_actor"() RETURNS TABLE (kind text, id text, role text, name text) LANGUAGE sql STABLE AS $fn$
  SELECT a->>'kind', a->>'id', a->>'role', a->>'name'
  FROM (SELECT coalesce(nullif(current_setting('app.actor', true), ''), '{"kind":"scheduler","name":"scheduler"}')::jsonb AS a) s
$fn$;--> statement-breakpoint
-- Records a table's writes in activity: its own trigger function, written from its columns now,
-- comparing each column (cheaper than comparing whole rows as JSON: that cost the 1,000-order
-- batch 80%), and its three triggers. One statement per table (server/db/activityTables.ts);
-- a migration that adds a column to a tracked table calls it again (tests/api/activity.test.ts
-- fails until it does). `supplier`, `warehouse`, `ord`: the record's owner columns, '' for none;
-- `key`: the column that names the record (a single-column key).
CREATE FUNCTION "track_activity"(tbl text, supplier text, warehouse text, ord text, "key" text DEFAULT 'id') RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  secret constant text := '(password|passwd|hash|token|secret|api_?key|apikey|private_?key)';
  masked constant text := '••••••';
  col record;
  changed text[] := '{}';
  before text[] := '{}';
  soft boolean := false;
  kind text := quote_literal('changed');
  changed_sql text := '';
  before_sql text := '';
  i int;
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
    IF col.c ~* secret THEN
      changed := changed || format('%1$L, CASE WHEN o.%1$I IS DISTINCT FROM n.%1$I THEN jsonb_build_array(CASE WHEN o.%1$I IS NULL THEN NULL ELSE %2$L END, CASE WHEN n.%1$I IS NULL THEN NULL ELSE %2$L END) END', col.c, masked);
      before := before || format('%1$L, CASE WHEN o.%1$I IS NOT NULL THEN jsonb_build_array(%2$L::text, NULL) END', col.c, masked);
    ELSIF col.t = 'json' THEN
      changed := changed || format('%1$L, CASE WHEN o.%1$I::text IS DISTINCT FROM n.%1$I::text THEN jsonb_build_array(o.%1$I, n.%1$I) END', col.c);
      before := before || format('%1$L, CASE WHEN o.%1$I IS NOT NULL THEN jsonb_build_array(o.%1$I, NULL) END', col.c);
    ELSE
      changed := changed || format('%1$L, CASE WHEN o.%1$I IS DISTINCT FROM n.%1$I THEN jsonb_build_array(o.%1$I, n.%1$I) END', col.c);
      before := before || format('%1$L, CASE WHEN o.%1$I IS NOT NULL THEN jsonb_build_array(o.%1$I, NULL) END', col.c);
    END IF;
  END LOOP;
  -- jsonb_build_object takes at most 100 arguments: 40 fields a call, joined.
  FOR i IN 1 .. coalesce(array_length(changed, 1), 0) BY 40 LOOP
    changed_sql := changed_sql || CASE WHEN i > 1 THEN ' || ' ELSE '' END || 'jsonb_build_object(' || array_to_string(changed[i:i + 39], ', ') || ')';
    before_sql := before_sql || CASE WHEN i > 1 THEN ' || ' ELSE '' END || 'jsonb_build_object(' || array_to_string(before[i:i + 39], ', ') || ')';
  END LOOP;
  IF soft THEN
    kind := 'CASE WHEN o.deleted_at IS NULL AND n.deleted_at IS NOT NULL THEN ''deleted'' WHEN o.deleted_at IS NOT NULL AND n.deleted_at IS NULL THEN ''restored'' ELSE ''changed'' END';
  END IF;
  owners_n := format('%s, %s, %s',
    CASE WHEN supplier = '' THEN 'NULL::uuid' ELSE format('n.%I', supplier) END,
    CASE WHEN warehouse = '' THEN 'NULL::uuid' ELSE format('n.%I', warehouse) END,
    CASE WHEN ord = '' THEN 'NULL::uuid' ELSE format('n.%I', ord) END);
  owners_o := replace(owners_n, 'n.', 'o.');
  head := 'INSERT INTO activity (actor_kind, actor_id, actor_role, actor_name, resource, record_id, kind, changes, supplier_id, warehouse_id, order_id)';
  EXECUTE format($body$
    CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $act$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        %2$s SELECT a.kind, a.id, a.role, a.name, %3$L, n.%9$I::text, 'created', NULL, %4$s FROM new_rows n, activity_actor() a;
      ELSIF TG_OP = 'UPDATE' THEN
        %2$s SELECT a.kind, a.id, a.role, a.name, %3$L, x.record_id, x.kind, x.changes, x.s, x.w, x.o
        FROM (SELECT n.%9$I::text, %6$s, jsonb_strip_nulls(%7$s), %4$s
              FROM old_rows o JOIN new_rows n ON n.%9$I = o.%9$I) x (record_id, kind, changes, s, w, o), activity_actor() a
        WHERE x.changes <> '{}'::jsonb;
      ELSE
        %2$s SELECT a.kind, a.id, a.role, a.name, %3$L, o.%9$I::text, 'deleted', jsonb_strip_nulls(%8$s), %5$s FROM old_rows o, activity_actor() a;
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
-- The records can be read, never edited nor deleted.
CREATE FUNCTION "activity_is_read_only"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'activity records are never edited nor deleted';
END $fn$;--> statement-breakpoint
CREATE TRIGGER "activity_read_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "activity" FOR EACH STATEMENT EXECUTE FUNCTION "activity_is_read_only"();--> statement-breakpoint
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