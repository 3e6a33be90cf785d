-- The tables the MongoDB collections customers, products and orders become (docs/from-mongodb.md).
create table customers (
    id             bytea        not null check (octet_length(id) = 12),  -- the document's _id
    name           varchar(100) not null,
    email          varchar(200),
    loyalty_points bigint       not null,
    city           varchar(100),                                          -- address.city
    country        varchar(2),                                            -- address.country
    note           varchar(200),
    created_at     timestamptz(3) not null,
    primary key (id)
);

create table products (
    id    bytea          not null check (octet_length(id) = 12),
    sku   varchar(40)    not null unique,
    name  varchar(200)   not null,
    price decimal(10, 2) not null,
    primary key (id)
);

create table orders (
    id          bytea       not null check (octet_length(id) = 12),
    customer_id bytea       not null references customers (id),  -- customer: {"$oid": ...}
    referred_by bytea       references customers (id),           -- referredBy: {"$oid": ...}, optional
    status      varchar(16) not null,
    created_at  timestamptz(3) not null,
    primary key (id)
);
create index orders_customer on orders (customer_id);

create table order_lines (                                                -- the array items of an order
    order_id   bytea          not null references orders (id),
    line_no    integer        not null,
    product_id bytea          not null references products (id),         -- items[n].product: {"$oid": ...}
    quantity   integer        not null,
    unit_price decimal(10, 2) not null,
    primary key (order_id, line_no)
);
