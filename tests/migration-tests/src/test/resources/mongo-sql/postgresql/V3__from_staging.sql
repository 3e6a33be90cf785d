-- The staged documents into the tables of V1: every row keeps its _id, references become foreign keys, and what
-- cannot be loaded as exported goes to import_problems. Uses objectid_from_hex from objectid-core.

-- tag::values[]
-- The values of Extended JSON v2, canonical or relaxed.
create function mongo_date(v jsonb) returns timestamptz
    language sql immutable
as $$
select case when jsonb_typeof(v -> '$date') = 'string' then (v ->> '$date')::timestamptz
    else timestamptz '1970-01-01 00:00:00+00' + (v -> '$date' ->> '$numberLong')::bigint * interval '1 millisecond'
end
$$;

create function mongo_number(v jsonb) returns numeric
    language sql immutable
as $$
select case when jsonb_typeof(v) = 'number' then (v #>> '{}')::numeric
    else coalesce(v ->> '$numberInt', v ->> '$numberLong', v ->> '$numberDouble', v ->> '$numberDecimal')::numeric
end
$$;
-- end::values[]

-- tag::problems[]
-- _ids that are not ObjectIds (MongoDB allows strings, numbers, documents): not loaded
insert into import_problems
select 'customers', doc ->> '_id', '_id', doc ->> '_id', 'DOCUMENT_SKIPPED' from mongo_customers
where doc -> '_id' ->> '$oid' is null
union all
select 'products', doc ->> '_id', '_id', doc ->> '_id', 'DOCUMENT_SKIPPED' from mongo_products
where doc -> '_id' ->> '$oid' is null
union all
select 'orders', doc ->> '_id', '_id', doc ->> '_id', 'DOCUMENT_SKIPPED' from mongo_orders
where doc -> '_id' ->> '$oid' is null;
-- end::problems[]

-- tag::customers[]
insert into customers (id, name, email, loyalty_points, city, country, note, created_at)
select objectid_from_hex(doc -> '_id' ->> '$oid'),           -- the _id, kept
       doc ->> 'name',
       doc ->> 'email',
       mongo_number(doc -> 'loyaltyPoints'),
       doc -> 'address' ->> 'city',
       doc -> 'address' ->> 'country',
       doc ->> 'note',
       mongo_date(doc -> 'createdAt')
from mongo_customers
where doc -> '_id' ->> '$oid' is not null;
-- end::customers[]

insert into products (id, sku, name, price)
select objectid_from_hex(doc -> '_id' ->> '$oid'), doc ->> 'sku', doc ->> 'name', mongo_number(doc -> 'price')
from mongo_products
where doc -> '_id' ->> '$oid' is not null;

-- tag::orphans[]
-- Orphaned references: an order whose customer or product is not there is not loaded ...
insert into import_problems
select 'orders', doc -> '_id' ->> '$oid', 'customer', doc -> 'customer' ->> '$oid', 'DOCUMENT_SKIPPED'
from mongo_orders o
where doc -> '_id' ->> '$oid' is not null
  and not exists (select 1 from customers c where c.id = objectid_from_hex(o.doc -> 'customer' ->> '$oid'));

insert into import_problems
select 'orders', o.doc -> '_id' ->> '$oid', 'items.' || (item.n - 1) || '.product',
       item.value -> 'product' ->> '$oid', 'DOCUMENT_SKIPPED'
from mongo_orders o cross join jsonb_array_elements(o.doc -> 'items') with ordinality as item (value, n)
where o.doc -> '_id' ->> '$oid' is not null
  and not exists (select 1 from products p where p.id = objectid_from_hex(item.value -> 'product' ->> '$oid'));

-- ... and a referral to a customer who is not there is loaded as null.
insert into import_problems
select 'orders', doc -> '_id' ->> '$oid', 'referredBy', doc -> 'referredBy' ->> '$oid', 'SET_TO_NULL'
from mongo_orders o
where doc -> '_id' ->> '$oid' is not null
  and doc -> 'referredBy' ->> '$oid' is not null
  and not exists (select 1 from customers c where c.id = objectid_from_hex(o.doc -> 'referredBy' ->> '$oid'));
-- end::orphans[]

-- tag::orders[]
insert into orders (id, customer_id, referred_by, status, created_at)
select objectid_from_hex(doc -> '_id' ->> '$oid'),
       objectid_from_hex(doc -> 'customer' ->> '$oid'),
       (select c.id from customers c where c.id = objectid_from_hex(o.doc -> 'referredBy' ->> '$oid')),
       doc ->> 'status',
       mongo_date(doc -> 'createdAt')
from mongo_orders o
where doc -> '_id' ->> '$oid' is not null
  and not exists (select 1 from import_problems p where p.collection = 'orders'
                  and p.document_id = o.doc -> '_id' ->> '$oid' and p.outcome = 'DOCUMENT_SKIPPED');

insert into order_lines (order_id, line_no, product_id, quantity, unit_price)
select ord.id, item.n - 1, objectid_from_hex(item.value -> 'product' ->> '$oid'),
       mongo_number(item.value -> 'quantity'), mongo_number(item.value -> 'unitPrice')
from mongo_orders o
join orders ord on ord.id = objectid_from_hex(o.doc -> '_id' ->> '$oid')
cross join jsonb_array_elements(o.doc -> 'items') with ordinality as item (value, n);
-- end::orders[]

drop function mongo_date(jsonb);
drop function mongo_number(jsonb);
