-- bytea has no length: the checks keep anything but a 12-byte ObjectId out of the keys.
create table customer (
    id    bytea        not null check (octet_length(id) = 12),
    name  varchar(100) not null,
    email varchar(200) not null,
    primary key (id)
);

create table orders (
    id          bytea          not null check (octet_length(id) = 12), -- the creation time is in the id
    customer_id bytea          not null,
    amount      numeric(12, 2) not null,
    status      varchar(16)    not null,
    primary key (id),
    foreign key (customer_id) references customer (id)
);

create index orders_customer_id on orders (customer_id);
