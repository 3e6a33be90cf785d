create table customer (
    id    binary(12)   not null,
    name  varchar(100) not null,
    email varchar(200) not null,
    primary key (id)
) engine=InnoDB;

create table orders (
    id          binary(12)     not null, -- the creation time is in the id: no created_at column, no extra index
    customer_id binary(12)     not null,
    amount      decimal(12, 2) not null,
    status      varchar(16)    not null,
    primary key (id),
    foreign key (customer_id) references customer (id)
) engine=InnoDB;
