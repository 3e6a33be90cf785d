-- The schema of the data-stack suites on PostgreSQL: bytea where H2 and MariaDB have binary(12).
-- tag::schema[]
create table customers (
    id   bytea        primary key,
    name varchar(100) not null
);
create table orders (
    id          bytea        primary key,
    customer_id bytea        not null references customers (id),
    item        varchar(100) not null
);
-- end::schema[]
create table invoices (
    id       bytea primary key,
    order_id bytea not null references orders (id),
    amount   int   not null
);
create table events (
    id   bytea       primary key,
    kind varchar(40) not null
);
create table legacy_events (
    id   char(24) collate "C" primary key,
    kind varchar(40)         not null
);
create table id_columns (
    row_no    int primary key,
    as_binary bytea,
    as_hex    char(24) collate "C",
    as_text   varchar(40),
    too_wide  bytea,
    a_number  int
);
