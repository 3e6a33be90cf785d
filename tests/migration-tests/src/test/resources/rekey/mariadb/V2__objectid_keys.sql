-- Re-keys customers (bigint) and orders (uuid) to ObjectIds made from created_at, and the foreign keys that point at
-- them. The old keys stay as legacy_id. Needs objectid_min_for from objectid-core. MariaDB commits each ALTER TABLE,
-- so the new keys are made and checked next to the old ones before anything is dropped: a failure up to the check
-- leaves the old keys, constraints and rows as they were, and the migration can run again (after flyway repair).

-- tag::columns[]
-- 1. The new keys, next to the old ones (kept by a run that failed before the swap, and filled again).
alter table customers add column if not exists new_id binary(12);
alter table orders add column if not exists new_id binary(12), add column if not exists new_customer_id binary(12);
alter table order_notes add column if not exists new_order_id binary(12);
-- end::columns[]

-- tag::backfill[]
-- 2. An ObjectId per row: the second of created_at (bytes 1-4), a random process value per table (5-9), and a
--    counter that numbers the rows of each second in created_at order (10-12). The second comes from
--    objectid_min_for, once, for both the numbering and the id: cast(created_at as datetime) would round .5 and more
--    up to the next second where sql_mode has TIME_ROUND_FRACTIONAL (MySQL rounds by default), and two rows get one id.
set @process = random_bytes(5);
update customers c
join (select id, second,
             row_number() over (partition by second order by created_at, id) - 1 as n
      from (select id, created_at, left(objectid_min_for(created_at), 4) as second from customers) stamped
     ) numbered on numbered.id = c.id
set c.new_id = concat(numbered.second, @process, unhex(lpad(hex(numbered.n), 6, '0')));

set @process = random_bytes(5);
update orders o
join (select id, second,
             row_number() over (partition by second order by created_at, id) - 1 as n
      from (select id, created_at, left(objectid_min_for(created_at), 4) as second from orders) stamped
     ) numbered on numbered.id = o.id
set o.new_id = concat(numbered.second, @process, unhex(lpad(hex(numbered.n), 6, '0')));
-- end::backfill[]

-- tag::references[]
-- 3. The foreign keys follow (null where the old key names no row: the check below reports it).
update orders o left join customers c on c.id = o.customer_id set o.new_customer_id = c.new_id;
update order_notes n left join orders o on o.id = n.order_id set n.new_order_id = o.new_id;
-- end::references[]

-- tag::check[]
-- 4. Nothing is dropped before the new keys are known to be whole: every row has one, no two rows share one, and
--    every reference names, by its new key, the row its old key names. The first problem found stops the migration
--    here, named, with the old keys and constraints in place.
drop procedure if exists rekey_check;
DELIMITER //
create procedure rekey_check()
begin
    declare problem varchar(500);
    set problem = coalesce(
        (select concat('customers.id ', id, ': no new id (created_at ', coalesce(created_at, 'null'), ')')
         from customers where new_id is null or length(new_id) <> 12 limit 1),
        (select concat('customers: ', count(*), ' rows would share the id ', lower(hex(new_id)), ', id ', min(id))
         from customers group by new_id having count(*) > 1 limit 1),
        (select concat('orders.id ', id, ': no new id (created_at ', coalesce(created_at, 'null'), ')')
         from orders where new_id is null or length(new_id) <> 12 limit 1),
        (select concat('orders: ', count(*), ' rows would share the id ', lower(hex(new_id)), ', id ', min(id))
         from orders group by new_id having count(*) > 1 limit 1),
        (select concat('orders.id ', o.id, ': customer_id ', o.customer_id,
                       if(c.id is null, ' names no customer', ' was not followed'))
         from orders o left join customers c on c.id = o.customer_id
         where o.customer_id is not null and (c.id is null or not o.new_customer_id <=> c.new_id) limit 1),
        (select concat('order_notes.id ', n.id, ': order_id ', n.order_id,
                       if(o.id is null, ' names no order', ' was not followed'))
         from order_notes n left join orders o on o.id = n.order_id
         where n.order_id is not null and (o.id is null or not n.new_order_id <=> o.new_id) limit 1));
    if problem is not null then
        signal sqlstate '45000' set message_text = problem;
    end if;
end //
DELIMITER ;
call rekey_check();
drop procedure rekey_check;
-- end::check[]

-- tag::swap[]
-- 5. The new keys replace the old ones; the old ones stay, unique, for whatever still knows them. Each table changes
--    in one ALTER TABLE, which InnoDB applies whole or not at all.
alter table order_notes drop foreign key order_notes_order_fk;
alter table orders drop foreign key orders_customer_fk;

alter table customers drop primary key, change id legacy_id bigint null, change new_id id binary(12) not null,
    add primary key (id), add unique key customers_legacy_id (legacy_id);

alter table orders drop primary key, change id legacy_id uuid null, drop key orders_customer, drop column customer_id,
    change new_id id binary(12) not null, change new_customer_id customer_id binary(12) not null,
    add primary key (id), add unique key orders_legacy_id (legacy_id), add key orders_customer (customer_id),
    add constraint orders_customer_fk foreign key (customer_id) references customers (id);

alter table order_notes drop key order_notes_order, drop column order_id,
    change new_order_id order_id binary(12) not null, add key order_notes_order (order_id),
    add constraint order_notes_order_fk foreign key (order_id) references orders (id);
-- end::swap[]
