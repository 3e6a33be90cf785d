create table Customer (
        id bytes not null,
        name varchar(255),
        primary key (id) using hash
    );
