-- The Spider front end of the cluster (SpiderClusterTest): the backends as servers, and tables with the same columns
-- whose partitions live on them. Customer and AuditEvent are sharded by a hash of the id, orders by ranges of ids,
-- that is by time: the orders created before 2026-11-01 on backend1, the later ones on backend2.
-- tag::servers[]
create server backend1 foreign data wrapper mysql
    options (host '127.0.0.1', port 23307, user 'root', password '', database 'shard');
create server backend2 foreign data wrapper mysql
    options (host '127.0.0.2', port 23308, user 'root', password '', database 'shard');
-- end::servers[]

create database shop;

create table shop.Customer (
    id   binary(12) not null,
    name varchar(255),
    primary key (id)
) engine=Spider comment='wrapper "mysql", table "Customer"'
partition by key (id) (
    partition p1 comment = 'srv "backend1"',
    partition p2 comment = 'srv "backend2"'
);

-- tag::by-key[]
create table shop.AuditEvent (
    id     binary(12) not null,
    action varchar(255),
    primary key (id)
) engine=Spider comment='wrapper "mysql", table "AuditEvent"'
partition by key (id) (
    partition p1 comment = 'srv "backend1"',
    partition p2 comment = 'srv "backend2"'
);
-- end::by-key[]

-- tag::by-range[]
create table shop.orders (
    id          binary(12) not null,
    customer_id binary(12) not null,
    referredBy  binary(12),
    item        varchar(255),
    primary key (id),
    key orders_customer (customer_id)
) engine=Spider comment='wrapper "mysql", table "orders"'
partition by range columns (id) (
    -- ids created before 2026-11-01T00:00:00Z: ObjectId.minFor(2026-11-01T00:00:00Z)
    partition p2026_10 values less than (X'6ae681000000000000000000') comment = 'srv "backend1"',
    partition pmax values less than (maxvalue) comment = 'srv "backend2"'
);
-- end::by-range[]

-- A DELETE on a partitioned Spider table is pushed down to the backend and then reports 0 rows, which fails
-- Hibernate's row-count check; any DELETE trigger turns that off.
-- tag::delete-triggers[]
create trigger shop.Customer_delete_count before delete on shop.Customer for each row begin end;
create trigger shop.AuditEvent_delete_count before delete on shop.AuditEvent for each row begin end;
create trigger shop.orders_delete_count before delete on shop.orders for each row begin end;
-- end::delete-triggers[]
