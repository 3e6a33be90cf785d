-- tag::staging[]
-- One row per exported document, exactly as mongoexport wrote it.
create table mongo_customers (doc json not null) engine=InnoDB;
create table mongo_products (doc json not null) engine=InnoDB;
create table mongo_orders (doc json not null) engine=InnoDB;

-- What could not be loaded as exported: orphaned references, _ids that are not ObjectIds.
create table import_problems (
    collection  varchar(40)  not null,
    document_id varchar(100) not null,
    field       varchar(60)  not null,
    value       varchar(200),
    outcome     varchar(16)  not null  -- DOCUMENT_SKIPPED or SET_TO_NULL
) engine=InnoDB;
-- end::staging[]
