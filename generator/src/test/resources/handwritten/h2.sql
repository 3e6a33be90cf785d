-- Customer and PurchaseOrder, written by hand as a Flyway or Liquibase migration would hold them (H2).
create table Customer (
    id   binary(12) not null,
    name varchar(255),
    primary key (id)
);

create table purchase_order (
    id                binary(12) not null,
    customer_id       binary(12) not null,
    trackingNumber    binary(12),
    externalReference binary(12),
    primary key (id),
    foreign key (customer_id) references Customer (id)
);

create table PurchaseOrder_relatedOrders (
    PurchaseOrder_id binary(12) not null,
    relatedOrders    binary(12) not null,
    primary key (PurchaseOrder_id, relatedOrders),
    foreign key (PurchaseOrder_id) references purchase_order (id)
);
