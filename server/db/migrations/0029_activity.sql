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
-- changed field [before, after] but updated_at and search_text; a deleted one its fields before.
-- Secret fields (the pattern below is domain/activity.ts's SECRET_FIELD_PATTERN, checked equal by
-- server/db/activityTables.test.ts) keep only that they were set, never the value.
-- Arguments: the record's supplier, warehouse and order columns ('' for none), then 'soft' when
-- the table has deleted_at (a delete is then an update of it).
CREATE FUNCTION "record_activity"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  actor jsonb := coalesce(nullif(current_setting('app.actor', true), ''), '{"kind":"scheduler","name":"system"}')::jsonb;
  secret constant text := '(password|passwd|hash|token|secret|api_?key|apikey|private_?key)';
  alias text := CASE TG_OP WHEN 'DELETE' THEN 'o' ELSE 'n' END;
  owners text := format('%s, %s, %s',
    CASE WHEN TG_ARGV[0] = '' THEN 'null::uuid' ELSE format('%I.%I', alias, TG_ARGV[0]) END,
    CASE WHEN TG_ARGV[1] = '' THEN 'null::uuid' ELSE format('%I.%I', alias, TG_ARGV[1]) END,
    CASE WHEN TG_ARGV[2] = '' THEN 'null::uuid' ELSE format('%I.%I', alias, TG_ARGV[2]) END);
  head constant text := 'INSERT INTO activity (actor_kind, actor_id, actor_role, actor_name, resource, record_id, kind, changes, supplier_id, warehouse_id, order_id) SELECT $1->>''kind'', $1->>''id'', $1->>''role'', $1->>''name'', $2, ';
  masked constant text := 'CASE WHEN %1$s.key ~* $3 THEN CASE WHEN %1$s.value = ''null'' THEN ''null''::jsonb ELSE to_jsonb(''••••••''::text) END ELSE %1$s.value END';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE head || format('n.id::text, ''created'', null, %s FROM new_rows n', owners)
      USING actor, TG_TABLE_NAME, secret;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE head || format('o.id::text, ''deleted'', c.changes, %s FROM old_rows o CROSS JOIN LATERAL ('
      || 'SELECT jsonb_object_agg(b.key, jsonb_build_array(%s, null)) AS changes FROM jsonb_each(to_jsonb(o)) b '
      || 'WHERE b.key NOT IN (''updated_at'', ''search_text'')) c', owners, format(masked, 'b'))
      USING actor, TG_TABLE_NAME, secret;
  ELSE
    EXECUTE head || format('n.id::text, %s, c.changes, %s FROM old_rows o JOIN new_rows n ON n.id = o.id CROSS JOIN LATERAL ('
      || 'SELECT jsonb_object_agg(b.key, jsonb_build_array(%s, %s)) AS changes '
      || 'FROM jsonb_each(to_jsonb(o)) b JOIN jsonb_each(to_jsonb(n)) a USING (key) '
      || 'WHERE a.value IS DISTINCT FROM b.value AND b.key NOT IN (''updated_at'', ''search_text'')) c '
      || 'WHERE o IS DISTINCT FROM n AND c.changes IS NOT NULL',
      CASE WHEN TG_ARGV[3] = 'soft' THEN
        'CASE WHEN o.deleted_at IS NULL AND n.deleted_at IS NOT NULL THEN ''deleted'' WHEN o.deleted_at IS NOT NULL AND n.deleted_at IS NULL THEN ''restored'' ELSE ''changed'' END'
      ELSE '''changed''' END,
      owners, format(masked, 'b'), format(masked, 'a'))
      USING actor, TG_TABLE_NAME, secret;
  END IF;
  RETURN NULL;
END $fn$;--> statement-breakpoint
-- Records a table's writes in activity: one statement per table (server/db/activityTables.ts).
CREATE FUNCTION "track_activity"(tbl text, supplier text, warehouse text, ord text) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  soft text := CASE WHEN EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = tbl AND column_name = 'deleted_at') THEN 'soft' ELSE '' END;
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_activity(%L, %L, %L, %L)', tbl || '_activity_created', tbl, supplier, warehouse, ord, soft);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_activity(%L, %L, %L, %L)', tbl || '_activity_changed', tbl, supplier, warehouse, ord, soft);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_activity(%L, %L, %L, %L)', tbl || '_activity_deleted', tbl, supplier, warehouse, ord, soft);
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
SELECT track_activity('products', 'supplier_id', '', '');--> statement-breakpoint
SELECT track_activity('stock', '', 'warehouse_id', '');--> statement-breakpoint
SELECT track_activity('settings', '', '', '');--> statement-breakpoint
SELECT track_activity('orders', '', 'assigned_warehouse_id', 'id');--> statement-breakpoint
SELECT track_activity('order_lines', 'supplier_id', '', 'order_id');--> statement-breakpoint
SELECT track_activity('purchase_orders', 'supplier_id', '', '');--> statement-breakpoint
SELECT track_activity('po_assignments', '', '', 'order_id');--> statement-breakpoint
SELECT track_activity('po_lines', '', '', '');--> statement-breakpoint
SELECT track_activity('pickup_orders', 'pickup_supplier_id', 'pickup_warehouse_id', '');--> statement-breakpoint
SELECT track_activity('puo_assignments', '', '', 'order_id');--> statement-breakpoint
SELECT track_activity('puo_lines', '', '', '');
