-- The tables the MongoDB collections customers, products and orders become (docs/from-mongodb.md).
create table customers (
    id             binary(12)   not null,  -- the document's _id
    name           varchar(100) not null,
    email          varchar(200),
    loyalty_points bigint       not null,
    city           varchar(100),           -- address.city
    country        varchar(2),             -- address.country
    note           varchar(200),
    created_at     datetime(3)  not null,  -- UTC
    primary key (id)
) engine=InnoDB;

create table products (
    id    binary(12)     not null,
    sku   varchar(40)    not null unique,
    name  varchar(200)   not null,
    price decimal(10, 2) not null,
    primary key (id)
) engine=InnoDB;

create table orders (
    id          binary(12)  not null,
    customer_id binary(12)  not null,  -- customer: {"$oid": ...}
    referred_by binary(12),            -- referredBy: {"$oid": ...}, optional
    status      varchar(16) not null,
    created_at  datetime(3) not null,  -- UTC
    primary key (id),
    foreign key (customer_id) references customers (id),
    foreign key (referred_by) references customers (id)
) engine=InnoDB;

create table order_lines (             -- the array items of an order
    order_id   binary(12)     not null,
    line_no    integer        not null,
    product_id binary(12)     not null,  -- items[n].product: {"$oid": ...}
    quantity   integer        not null,
    unit_price decimal(10, 2) not null,
    primary key (order_id, line_no),
    foreign key (order_id) references orders (id),
    foreign key (product_id) references products (id)
) engine=InnoDB;
