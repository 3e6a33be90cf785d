-- tag::staging[]
-- One row per line of the export, numbered, its bytes exactly as mongoexport wrote them: LOAD DATA has nothing to
-- refuse in such a row, so it cannot skip a line. doc reads the bytes as UTF-8 text.
create table mongo_customers (
    line int      not null,
    raw  longblob not null,
    doc  longtext character set utf8mb4 as (convert(raw using utf8mb4)) virtual
) engine=InnoDB;
create table mongo_products like mongo_customers;
create table mongo_orders like mongo_customers;

-- The lines that are not one whole document: cut off or otherwise not JSON, not UTF-8, or not a JSON object.
create view mongo_bad_lines as
select file, line, problem from (
    select file, line, case when cast(doc as binary) <> raw then 'not UTF-8'
                            when not json_valid(doc) then 'not JSON (cut off?)'
                            when json_type(doc) <> 'OBJECT' then 'not a JSON object' end as problem
    from (select 'customers.json' as file, line, raw, doc from mongo_customers
          union all select 'products.json', line, raw, doc from mongo_products
          union all select 'orders.json', line, raw, doc from mongo_orders) as staged
) as checked
where problem is not null;

-- What could not be loaded as exported: orphaned references, _ids that are not ObjectIds.
create table import_problems (
    collection  varchar(40)  not null,
    document_id varchar(100) not null,
    field       varchar(60)  not null,
    value       varchar(200),
    outcome     varchar(16)  not null  -- DOCUMENT_SKIPPED or SET_TO_NULL
) engine=InnoDB;
-- end::staging[]
