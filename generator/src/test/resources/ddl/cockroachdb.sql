create table BytesKeyed (
        id bytes not null,
        label varchar(255),
        primary key (id)
    );

    create table Customer (
        id bytes not null,
        name varchar(255),
        primary key (id)
    );

    create table HexKeyed (
        id varchar(24) not null,
        label varchar(255),
        primary key (id)
    );

    create table purchase_order (
        id bytes not null,
        externalReference bytes,
        trackingNumber bytes,
        customer_id bytes not null,
        primary key (id)
    );

    create table PurchaseOrder_relatedOrders (
        PurchaseOrder_id bytes not null,
        relatedOrders bytes not null,
        primary key (PurchaseOrder_id, relatedOrders)
    );

    create table Ticket (
        id bytes not null,
        mentioned bytes,
        duplicateOf_id bytes,
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
