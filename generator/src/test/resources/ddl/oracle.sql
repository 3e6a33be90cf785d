create table BytesKeyed (
        id raw(12) not null,
        label varchar2(255 char),
        primary key (id)
    );

    create table Customer (
        id raw(12) not null,
        name varchar2(255 char),
        primary key (id)
    );

    create table HexKeyed (
        id varchar2(24 char) not null,
        label varchar2(255 char),
        primary key (id)
    );

    create table purchase_order (
        id raw(12) not null,
        externalReference raw(12),
        trackingNumber raw(12),
        customer_id raw(12) not null,
        primary key (id)
    );

    create table PurchaseOrder_relatedOrders (
        PurchaseOrder_id raw(12) not null,
        relatedOrders raw(12) not null,
        primary key (PurchaseOrder_id, relatedOrders)
    );

    create table Ticket (
        id raw(12) not null,
        mentioned raw(12),
        duplicateOf_id raw(12),
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
