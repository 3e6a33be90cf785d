-- Customer and orders, with orders partitioned by time on its id (MariaDB, MySQL), as a Flyway migration would hold
-- them. The partitions come from TimePartitions (the CLI's partitions command); PartitionedTablesTest runs both.
-- InnoDB has no foreign keys on partitioned tables, in either direction: customer_id is only indexed.
create table Customer (
    id   binary(12) not null,
    name varchar(255),
    primary key (id)
) engine=InnoDB;

-- tag::orders[]
create table orders (
    id          binary(12) not null,
    customer_id binary(12) not null,
    referredBy  binary(12),
    item        varchar(255),
    primary key (id),
    key orders_customer (customer_id)
) engine=InnoDB;
-- end::orders[]
