-- Re-keys customers (bigint) and orders (uuid) to ObjectIds made from created_at, and the foreign keys that point at
-- them. The old keys stay as legacy_id. Needs objectid_min_for from objectid-core. MariaDB commits each ALTER TABLE:
-- take a backup first, and run it while nothing writes to these tables.

-- tag::columns[]
-- 1. The new keys, next to the old ones.
alter table customers add column new_id binary(12);
alter table orders add column new_id binary(12), add column new_customer_id binary(12);
alter table order_notes add column new_order_id binary(12);
-- end::columns[]

-- tag::backfill[]
-- 2. An ObjectId per row: the second of created_at (bytes 1-4), a random process value per table (5-9), and a
--    counter that numbers the rows of each second in created_at order (10-12). Ids are unique, and ordering by id
--    orders by created_at.
set @process = random_bytes(5);
update customers c
join (select id,
             row_number() over (partition by cast(created_at as datetime) order by created_at, id) - 1 as n
      from customers) numbered on numbered.id = c.id
set c.new_id = concat(left(objectid_min_for(c.created_at), 4), @process, unhex(lpad(hex(numbered.n), 6, '0')));

set @process = random_bytes(5);
update orders o
join (select id,
             row_number() over (partition by cast(created_at as datetime) order by created_at, id) - 1 as n
      from orders) numbered on numbered.id = o.id
set o.new_id = concat(left(objectid_min_for(o.created_at), 4), @process, unhex(lpad(hex(numbered.n), 6, '0')));
-- end::backfill[]

-- tag::references[]
-- 3. The foreign keys follow.
update orders o join customers c on c.id = o.customer_id set o.new_customer_id = c.new_id;
update order_notes n join orders o on o.id = n.order_id set n.new_order_id = o.new_id;
-- end::references[]

-- tag::swap[]
-- 4. The new keys replace the old ones; the old ones stay, unique, for whatever still knows them.
alter table order_notes drop foreign key order_notes_order_fk;
alter table orders drop foreign key orders_customer_fk;

alter table customers modify id bigint not null; -- no more auto_increment
alter table customers drop primary key, change id legacy_id bigint null;
alter table customers change new_id id binary(12) not null, add primary key (id),
    add unique key customers_legacy_id (legacy_id);

alter table orders drop primary key, change id legacy_id uuid null, drop key orders_customer, drop column customer_id;
alter table orders change new_id id binary(12) not null, change new_customer_id customer_id binary(12) not null,
    add primary key (id), add unique key orders_legacy_id (legacy_id), add key orders_customer (customer_id),
    add constraint orders_customer_fk foreign key (customer_id) references customers (id);

alter table order_notes drop key order_notes_order, drop column order_id;
alter table order_notes change new_order_id order_id binary(12) not null, add key order_notes_order (order_id),
    add constraint order_notes_order_fk foreign key (order_id) references orders (id);
-- end::swap[]
