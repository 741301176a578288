-- Every statement that writes the tables the order lists read bumps list_writes and holds a shared
-- advisory lock (727005) to its transaction's end: a list's remembered page boundaries are trusted
-- only while list_writes is unchanged, and are remembered only when no such writer was in progress
-- (server/services/pageBoundaries.ts; docs/decisions.md "Middle pages").
CREATE SEQUENCE "list_writes";--> statement-breakpoint
CREATE FUNCTION "list_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(727005);
  PERFORM nextval('list_writes');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_list_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "list_written"();--> statement-breakpoint
CREATE TRIGGER "order_lines_list_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_lines" FOR EACH STATEMENT EXECUTE FUNCTION "list_written"();--> statement-breakpoint
CREATE TRIGGER "warehouses_list_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warehouses" FOR EACH STATEMENT EXECUTE FUNCTION "list_written"();
