-- The tables before: customers keyed by a bigint, orders by a UUID, notes pointing at orders.
-- tag::legacy[]
create table customers (
    id         bigint       not null auto_increment,
    name       varchar(100) not null,
    created_at datetime(3)  not null,  -- UTC
    primary key (id)
) engine=InnoDB;

create table orders (
    id          uuid           not null,
    customer_id bigint         not null,
    total       decimal(10, 2) not null,
    created_at  datetime(3)    not null,  -- UTC
    primary key (id),
    key orders_customer (customer_id),
    constraint orders_customer_fk foreign key (customer_id) references customers (id)
) engine=InnoDB;

create table order_notes (
    id       bigint       not null auto_increment,
    order_id uuid         not null,
    text     varchar(200) not null,
    primary key (id),
    key order_notes_order (order_id),
    constraint order_notes_order_fk foreign key (order_id) references orders (id)
) engine=InnoDB;
-- end::legacy[]
