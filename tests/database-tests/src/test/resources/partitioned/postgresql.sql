-- Customer and orders, with orders partitioned by time on its id (PostgreSQL), as a Flyway migration would hold them.
-- The partitions come from TimePartitions (the CLI's partitions command); PartitionedTablesTest runs both.
create table Customer (
    id   bytea not null check (octet_length(id) = 12),
    name varchar(255),
    primary key (id)
);

-- tag::orders[]
create table orders (
    id          bytea not null check (octet_length(id) = 12),
    customer_id bytea not null references Customer (id),
    referredBy  bytea check (octet_length(referredBy) = 12),
    item        varchar(255),
    primary key (id)
) partition by range (id);
-- end::orders[]

-- A table whose foreign key references the partitioned table (PostgreSQL 12 and later).
-- tag::notes[]
create table order_notes (
    id       bytea not null primary key,
    order_id bytea not null references orders (id) on delete cascade,
    note     varchar(255)
);
-- end::notes[]
