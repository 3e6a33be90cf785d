-- The ledger's tables (H2)
create table account (
    id   binary(12)   primary key,
    name varchar(100) not null
);
create table entry (
    id       binary(12)   primary key,
    account  binary(12)   not null references account (id),
    customer binary(12),
    memo     varchar(100) not null
);
