create table BytesKeyed (
        id bytea not null,
        label varchar(255),
        primary key (id)
    );

    create table Customer (
        id bytea not null,
        name varchar(255),
        primary key (id)
    );

    create table HexKeyed (
        id varchar(24) not null,
        label varchar(255),
        primary key (id)
    );

    create table purchase_order (
        id bytea not null,
        externalReference bytea,
        trackingNumber bytea,
        customer_id bytea not null,
        primary key (id)
    );

    create table PurchaseOrder_relatedOrders (
        PurchaseOrder_id bytea not null,
        relatedOrders bytea not null,
        primary key (PurchaseOrder_id, relatedOrders)
    );

    create table Ticket (
        id bytea not null,
        mentioned bytea,
        duplicateOf_id bytea,
        primary key (id)
    );

    alter table if exists purchase_order 
       add constraint FKd56xli2gos2whl8itfu5tcv5s 
       foreign key (customer_id) 
       references Customer;

    alter table if exists PurchaseOrder_relatedOrders 
       add constraint FK1kh6q76datih9su2xca0c4u94 
       foreign key (PurchaseOrder_id) 
       references purchase_order;

    alter table if exists Ticket 
       add constraint FKr5bk5g0xwqk8lmr954xi0y3t8 
       foreign key (duplicateOf_id) 
       references Ticket;
