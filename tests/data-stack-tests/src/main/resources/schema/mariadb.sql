-- The schema of the data-stack suites on MariaDB.
-- tag::schema[]
create table customers (
    id   binary(12)   primary key,
    name varchar(100) not null
);
create table orders (
    id          binary(12)   primary key,
    customer_id binary(12)   not null references customers (id),
    item        varchar(100) not null
);
-- end::schema[]
create table invoices (
    id       binary(12) primary key,
    order_id binary(12) not null references orders (id),
    amount   int        not null
);
create table events (
    id   binary(12)  primary key,
    kind varchar(40) not null
);
create table legacy_events (
    id   char(24) character set ascii collate ascii_bin primary key,
    kind varchar(40)                                    not null
);
create table id_columns (
    row_no    int primary key,
    as_binary binary(12),
    as_hex    char(24) character set ascii collate ascii_bin,
    as_text   varchar(40),
    too_wide  varbinary(16),
    a_number  int
);
