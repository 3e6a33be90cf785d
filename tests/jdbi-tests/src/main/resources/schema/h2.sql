-- The schema of the Jdbi suites on H2.
create table customers (
    id   binary(12)   primary key,
    name varchar(100) not null
);
create table orders (
    id          binary(12)   primary key,
    customer_id binary(12)   not null references customers (id),
    item        varchar(100) not null,
    referred_by binary(12)   references customers (id)
);
-- ids kept as 24 hex digits, as MongoDB exports have them
create table legacy_events (
    id   char(24)    primary key,
    kind varchar(40) not null
);
create table bad_values (
    row_no   int primary key,
    too_wide varbinary(16),
    as_text  varchar(40)
);
