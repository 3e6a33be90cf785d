create table BytesKeyed (
        id binary(12) not null,
        label varchar(255),
        primary key (id)
    );

    create table Customer (
        id binary(12) not null,
        name varchar(255),
        primary key (id)
    );

    create table HexKeyed (
        id varchar(24) not null,
        label varchar(255),
        primary key (id)
    );

    create table purchase_order (
        id binary(12) not null,
        externalReference binary(12),
        trackingNumber binary(12),
        customer_id binary(12) not null,
        primary key (id)
    );

    create table PurchaseOrder_relatedOrders (
        PurchaseOrder_id binary(12) not null,
        relatedOrders binary(12) not null,
        primary key (PurchaseOrder_id, relatedOrders)
    );

    create table Ticket (
        id binary(12) not null,
        mentioned binary(12),
        duplicateOf_id binary(12),
        primary key (id)
    );

    alter table purchase_order 
       add constraint FKd56xli2gos2whl8itfu5tcv5s 
       foreign key (customer_id) 
       references Customer;

    alter table PurchaseOrder_relatedOrders 
       add constraint FK1kh6q76datih9su2xca0c4u94 
       foreign key (PurchaseOrder_id) 
       references purchase_order;

    alter table Ticket 
       add constraint FKr5bk5g0xwqk8lmr954xi0y3t8 
       foreign key (duplicateOf_id) 
       references Ticket;
