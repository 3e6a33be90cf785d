-- The tables the MongoDB collections customers, products and orders become (docs/from-mongodb.md).
create table customers (
    id             binary(12)   not null,  -- the document's _id
    name           varchar(100) not null,
    email          varchar(200),
    loyalty_points bigint       not null,
    city           varchar(100),           -- address.city
    country        varchar(2),             -- address.country
    note           varchar(200),
    created_at     timestamp(3) with time zone not null,
    primary key (id)
);

create table products (
    id    binary(12)     not null,
    sku   varchar(40)    not null unique,
    name  varchar(200)   not null,
    price decimal(10, 2) not null,
    primary key (id)
);

create table orders (
    id          binary(12)  not null,
    customer_id binary(12)  not null references customers (id),  -- customer: {"$oid": ...}
    referred_by binary(12)  references customers (id),            -- referredBy: {"$oid": ...}, optional
    status      varchar(16) not null,
    created_at  timestamp(3) with time zone not null,
    primary key (id)
);

create table order_lines (                                          -- the array items of an order
    order_id   binary(12)     not null references orders (id),
    line_no    integer        not null,
    product_id binary(12)     not null references products (id),  -- items[n].product: {"$oid": ...}
    quantity   integer        not null,
    unit_price decimal(10, 2) not null,
    primary key (order_id, line_no)
);
