-- tag::check[]
-- Rows whose id does not carry their creation time, to the second
select 'customers' as "table", objectid_hex(id) as id, objectid_timestamp(id) as id_timestamp, created_at
from customers where objectid_timestamp(id) <> date_trunc('second', created_at)
union all
select 'orders', objectid_hex(id), objectid_timestamp(id), created_at
from orders where objectid_timestamp(id) <> date_trunc('second', created_at)
-- end::check[]
