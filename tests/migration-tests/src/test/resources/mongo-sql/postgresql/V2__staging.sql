-- tag::staging[]
-- One row per exported document, exactly as mongoexport wrote it: COPY refuses a line that is not one JSON object.
create table mongo_customers (doc jsonb not null constraint doc_is_an_object check (jsonb_typeof(doc) = 'object'));
create table mongo_products (doc jsonb not null constraint doc_is_an_object check (jsonb_typeof(doc) = 'object'));
create table mongo_orders (doc jsonb not null constraint doc_is_an_object check (jsonb_typeof(doc) = 'object'));

-- What could not be loaded as exported: orphaned references, _ids that are not ObjectIds.
create table import_problems (
    collection  varchar(40)  not null,
    document_id varchar(100) not null,
    field       varchar(60)  not null,
    value       varchar(200),
    outcome     varchar(16)  not null  -- DOCUMENT_SKIPPED or SET_TO_NULL
);
-- end::staging[]
