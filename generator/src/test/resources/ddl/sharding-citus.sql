create table Customer (
        id bytea not null,
        name varchar(255),
        primary key (id)
    );

select create_distributed_table('Customer', 'id');
