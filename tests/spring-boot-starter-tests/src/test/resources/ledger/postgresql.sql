drop table if exists entry;
drop table if exists account;
create table account (
    id   bytea        primary key,
    name varchar(100) not null
);
create table entry (
    id       bytea        primary key,
    account  bytea        not null references account (id),
    customer bytea     ,
    memo     varchar(100) not null
);
