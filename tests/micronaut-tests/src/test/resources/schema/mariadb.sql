-- The Micronaut Data JDBC tables on MariaDB.
-- tag::schema[]
create table authors (
    id   binary(12)   primary key,
    name varchar(100) not null
);
create table books (
    id        binary(12)   primary key,
    author_id binary(12)   not null references authors (id),
    title     varchar(100) not null
);
-- end::schema[]
create table reviews (
    id      binary(12)   primary key,
    book_id binary(12)   not null references books (id),
    text    varchar(200) not null
)
