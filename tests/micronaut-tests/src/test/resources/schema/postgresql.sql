-- The Micronaut Data JDBC tables on PostgreSQL: bytea where H2 and MariaDB have binary(12).
-- tag::schema[]
create table authors (
    id   bytea        primary key,
    name varchar(100) not null
);
create table books (
    id        bytea        primary key,
    author_id bytea        not null references authors (id),
    title     varchar(100) not null
);
-- end::schema[]
create table reviews (
    id      bytea        primary key,
    book_id bytea        not null references books (id),
    text    varchar(200) not null
)
