-- 200,000 orders (ties: three orders share each minute), one line each (60% bought, 40% from stock).
insert into warehouses (name, contact_person, email, contact_phone, street_name, street_number, city, country, zip_code)
select 'W' || w, 'P', 'w' || w || '@x.test', '1', 'S', '1', 'C', 'DE', '1' from generate_series(1, 5) w;
insert into orders (order_number, order_created_at, source, status, shipping_city, customer_first_name,
  customer_last_name, assigned_warehouse_id, search_text)
select '#' || (100000 + g), timestamptz '2025-01-01' + ((g / 3) || ' minutes')::interval, 'import',
  (array['Pending','Preparation','Ready','Awaiting Pickup','Shipped','Refund'])[1 + g % 6],
  (array['Leeds','Bath','York','Berlin','Paris','Rome','Oslo'])[1 + g % 7], 'First' || g % 1000, 'Last' || g % 5000,
  (select id from warehouses order by name offset g % 5 limit 1),
  lower('#' || (100000 + g) || ' first' || g % 1000 || ' last' || g % 5000 || ' sku-' || g % 20000)
from generate_series(1, :n) g;
insert into order_lines (order_id, position, line_key, name, sku, quantity, fulfilment)
select id, 1, id::text, 'Thing', 'SKU-1', 1, case when random() < 0.6 then 'buy' else 'stock' end from orders;
vacuum analyze;
