-- Each backend of the Spider cluster (SpiderClusterTest): plain InnoDB tables, the ones Hibernate would create.
-- Spider creates nothing on the backends and does not pass DDL on.
-- tag::backend[]
create database shard;

create table shard.Customer (
    id   binary(12) not null,
    name varchar(255),
    primary key (id)
) engine=InnoDB;

create table shard.AuditEvent (
    id     binary(12) not null,
    action varchar(255),
    primary key (id)
) engine=InnoDB;

create table shard.orders (
    id          binary(12) not null,
    customer_id binary(12) not null,
    referredBy  binary(12),
    item        varchar(255),
    primary key (id),
    key orders_customer (customer_id)
) engine=InnoDB;
-- end::backend[]
