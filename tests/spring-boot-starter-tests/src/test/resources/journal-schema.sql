-- The journal's tables (H2)
create table page (
    id    binary(12)   primary key,
    title varchar(100) not null
);
create table line (
    id       binary(12)   primary key,
    page     binary(12)   not null references page (id),
    corrects binary(12)   references line (id),
    body     varchar(100) not null
);
