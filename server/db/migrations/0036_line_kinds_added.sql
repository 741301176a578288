-- Lines added only add kinds to their orders: the kinds an insert gives come from the new lines
-- alone, with no look at the orders' other lines (two index probes of the lines per order, for
-- every order an import writes, all to find the kinds the import had already written). An
-- order's lines changed or removed are still read again whole.
CREATE OR REPLACE FUNCTION "order_line_kinds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE orders o SET has_stock_lines = o.has_stock_lines OR k.stock, has_bought_lines = o.has_bought_lines OR k.bought
    FROM (
      SELECT order_id,
        bool_or(fulfilment = 'stock' AND status <> 'Refund'),
        bool_or(fulfilment = 'buy' AND status <> 'Refund')
      FROM new_rows GROUP BY order_id
    ) k (id, stock, bought)
    WHERE o.id = k.id AND ((k.stock AND NOT o.has_stock_lines) OR (k.bought AND NOT o.has_bought_lines));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM order_line_kinds_of(array(
      SELECT unnest(array[o.order_id, n.order_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.order_id, o.fulfilment, o.status = 'Refund') IS DISTINCT FROM (n.order_id, n.fulfilment, n.status = 'Refund')));
  ELSE
    PERFORM order_line_kinds_of(array(SELECT DISTINCT order_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
