-- The schema of the Jdbi suites on PostgreSQL: bytea where H2 and MariaDB have binary(12).
create table customers (
    id   bytea        primary key,
    name varchar(100) not null
);
create table orders (
    id          bytea        primary key,
    customer_id bytea        not null references customers (id),
    item        varchar(100) not null,
    referred_by bytea        references customers (id)
);
create table legacy_events (
    id   char(24) collate "C" primary key,
    kind varchar(40)         not null
);
create table bad_values (
    row_no   int primary key,
    too_wide bytea,
    as_text  varchar(40)
);
