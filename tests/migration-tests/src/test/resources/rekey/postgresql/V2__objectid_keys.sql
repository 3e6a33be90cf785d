-- Re-keys customers (bigint) and orders (uuid) to ObjectIds made from created_at, and the foreign keys that point at
-- them, in one transaction: a failure anywhere leaves the tables as they were, and the migration can simply run again.
-- The old keys stay as legacy_id. Needs objectid_min_for from objectid-core.

-- tag::columns[]
-- 1. The new keys, next to the old ones.
alter table customers add column new_id bytea;
alter table orders add column new_id bytea, add column new_customer_id bytea;
alter table order_notes add column new_order_id bytea;
-- end::columns[]

-- tag::backfill[]
-- 2. An ObjectId per row: the second of created_at (bytes 1-4), a random process value per table (5-9), and a
--    counter that numbers the rows of each second in created_at order (10-12). The second comes from
--    objectid_min_for, once, for both the numbering and the id. Ids are unique, and ordering by id orders by
--    created_at.
with process as materialized (
    select substring(uuid_send(gen_random_uuid()) from 1 for 5) as value  -- 5 random bytes
), stamped as (
    select id, created_at, substring(objectid_min_for(created_at at time zone 'UTC') from 1 for 4) as second
    from customers
), numbered as (
    select id, second, row_number() over (partition by second order by created_at, id) - 1 as n
    from stamped
)
update customers c
set new_id = numbered.second || process.value || substring(int4send(numbered.n::int) from 2 for 3)
from numbered, process
where c.id = numbered.id;

with process as materialized (
    select substring(uuid_send(gen_random_uuid()) from 1 for 5) as value
), stamped as (
    select id, created_at, substring(objectid_min_for(created_at at time zone 'UTC') from 1 for 4) as second
    from orders
), numbered as (
    select id, second, row_number() over (partition by second order by created_at, id) - 1 as n
    from stamped
)
update orders o
set new_id = numbered.second || process.value || substring(int4send(numbered.n::int) from 2 for 3)
from numbered, process
where o.id = numbered.id;
-- end::backfill[]

-- tag::references[]
-- 3. The foreign keys follow.
update orders o set new_customer_id = c.new_id from customers c where c.id = o.customer_id;
update order_notes n set new_order_id = o.new_id from orders o where o.id = n.order_id;
-- end::references[]

-- tag::check[]
-- 4. The new keys are checked before the old ones are dropped: every row has one, no two rows share one, and every
--    reference names, by its new key, the row its old key names. The first problem found stops the migration here,
--    named, and rolls it back.
do $$
declare
    problem text := coalesce(
        (select 'customers.id ' || id || ': no new id (created_at ' || coalesce(created_at::text, 'null') || ')'
         from customers where new_id is null or octet_length(new_id) <> 12 limit 1),
        (select 'customers: ' || count(*) || ' rows would share the id ' || encode(new_id, 'hex') || ', id ' || min(id)
         from customers group by new_id having count(*) > 1 limit 1),
        (select 'orders.id ' || id || ': no new id (created_at ' || coalesce(created_at::text, 'null') || ')'
         from orders where new_id is null or octet_length(new_id) <> 12 limit 1),
        (select 'orders: ' || count(*) || ' rows would share the id ' || encode(new_id, 'hex') || ', id '
                || min(id::text)
         from orders group by new_id having count(*) > 1 limit 1),
        (select 'orders.id ' || o.id || ': customer_id ' || o.customer_id
                || case when c.id is null then ' names no customer' else ' was not followed' end
         from orders o left join customers c on c.id = o.customer_id
         where o.customer_id is not null and (c.id is null or o.new_customer_id is distinct from c.new_id) limit 1),
        (select 'order_notes.id ' || n.id || ': order_id ' || n.order_id
                || case when o.id is null then ' names no order' else ' was not followed' end
         from order_notes n left join orders o on o.id = n.order_id
         where n.order_id is not null and (o.id is null or n.new_order_id is distinct from o.new_id) limit 1));
begin
    if problem is not null then
        raise exception '%', problem;
    end if;
end
$$;
-- end::check[]

-- tag::swap[]
-- 5. The new keys replace the old ones; the old ones stay, unique, for whatever still knows them.
alter table order_notes drop constraint order_notes_order_fk;
alter table orders drop constraint orders_customer_fk;
alter table orders drop constraint orders_pk;
alter table customers drop constraint customers_pk;

alter table customers rename column id to legacy_id;
alter table customers rename column new_id to id;
alter table customers alter column legacy_id drop identity, alter column legacy_id drop not null;
alter table customers add constraint customers_pk primary key (id),
    add constraint customers_id_length check (octet_length(id) = 12),
    add constraint customers_legacy_id unique (legacy_id);

alter table orders rename column id to legacy_id;
alter table orders rename column new_id to id;
alter table orders alter column legacy_id drop not null;
alter table orders drop column customer_id;
alter table orders rename column new_customer_id to customer_id;
alter table orders alter column customer_id set not null;
alter table orders add constraint orders_pk primary key (id),
    add constraint orders_id_length check (octet_length(id) = 12),
    add constraint orders_legacy_id unique (legacy_id),
    add constraint orders_customer_fk foreign key (customer_id) references customers (id);
create index orders_customer on orders (customer_id);

alter table order_notes drop column order_id;
alter table order_notes rename column new_order_id to order_id;
alter table order_notes alter column order_id set not null;
alter table order_notes add constraint order_notes_order_fk foreign key (order_id) references orders (id);
create index order_notes_order on order_notes (order_id);
-- end::swap[]
