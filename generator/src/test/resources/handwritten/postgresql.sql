-- Customer and PurchaseOrder, written by hand as a Flyway or Liquibase migration would hold them (PostgreSQL).
-- bytea has no length: the check constraints keep values that are not ObjectIds out.
-- tag::customer[]
create table Customer (
    id   bytea not null check (octet_length(id) = 12),
    name varchar(255),
    primary key (id)
);
-- end::customer[]

create table purchase_order (
    id                bytea not null check (octet_length(id) = 12),
    customer_id       bytea not null,
    trackingNumber    bytea check (octet_length(trackingNumber) = 12),
    externalReference bytea check (octet_length(externalReference) = 12),
    primary key (id),
    foreign key (customer_id) references Customer (id)
);

create table PurchaseOrder_relatedOrders (
    PurchaseOrder_id bytea not null,
    relatedOrders    bytea not null check (octet_length(relatedOrders) = 12),
    primary key (PurchaseOrder_id, relatedOrders),
    foreign key (PurchaseOrder_id) references purchase_order (id)
);
