-- The staged documents into the tables of V1: every row keeps its _id, references become foreign keys, and what
-- cannot be loaded as exported goes to import_problems. Uses objectid_from_hex from objectid-core.

-- tag::refuse[]
-- Nothing leaves staging while it holds a line that is not one whole document (stage.sql stops there too).
DELIMITER //
BEGIN NOT ATOMIC
    DECLARE failure VARCHAR(300);
    SELECT CONCAT(file, ', line ', line, ': ', problem) INTO failure FROM mongo_bad_lines ORDER BY file, line LIMIT 1;
    IF failure IS NOT NULL THEN
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = failure;
    END IF;
END //
DELIMITER ;
-- end::refuse[]

-- tag::values[]
-- The values of Extended JSON v2, canonical or relaxed (v is the JSON of one value).
DELIMITER //
CREATE OR REPLACE FUNCTION mongo_date(v LONGTEXT) RETURNS DATETIME(3)
    DETERMINISTIC NO SQL
BEGIN
    IF JSON_TYPE(JSON_EXTRACT(v, '$."$date"')) = 'STRING' THEN
        -- relaxed: 2024-05-01T12:00:00.250Z, in UTC
        RETURN CAST(REPLACE(REPLACE(JSON_VALUE(v, '$."$date"'), 'T', ' '), 'Z', '') AS DATETIME(3));
    END IF;
    -- canonical: {"$numberLong": "<milliseconds since 1970>"}
    RETURN TIMESTAMPADD(MICROSECOND, CAST(JSON_VALUE(v, '$."$date"."$numberLong"') AS SIGNED) * 1000,
        TIMESTAMP '1970-01-01 00:00:00');
END //

CREATE OR REPLACE FUNCTION mongo_number(v LONGTEXT) RETURNS DECIMAL(65, 10)
    DETERMINISTIC NO SQL
BEGIN
    RETURN CAST(COALESCE(JSON_VALUE(v, '$."$numberInt"'), JSON_VALUE(v, '$."$numberLong"'),
        JSON_VALUE(v, '$."$numberDouble"'), JSON_VALUE(v, '$."$numberDecimal"'), JSON_VALUE(v, '$'))
        AS DECIMAL(65, 10));
END //
DELIMITER ;
-- end::values[]

-- tag::transaction[]
-- Every row moves or none does: the mariadb client, stopping at an error, leaves this transaction uncommitted, and so
-- does Flyway. CREATE and DROP commit on their own, so they stay outside it (and the functions may be replaced).
start transaction;
-- end::transaction[]

-- tag::problems[]
-- _ids that are not ObjectIds (MongoDB allows strings, numbers, documents): not loaded
insert into import_problems
select 'customers', json_unquote(json_extract(doc, '$._id')), '_id', json_unquote(json_extract(doc, '$._id')),
       'DOCUMENT_SKIPPED'
from mongo_customers where json_value(doc, '$._id."$oid"') is null
union all
select 'products', json_unquote(json_extract(doc, '$._id')), '_id', json_unquote(json_extract(doc, '$._id')),
       'DOCUMENT_SKIPPED'
from mongo_products where json_value(doc, '$._id."$oid"') is null
union all
select 'orders', json_unquote(json_extract(doc, '$._id')), '_id', json_unquote(json_extract(doc, '$._id')),
       'DOCUMENT_SKIPPED'
from mongo_orders where json_value(doc, '$._id."$oid"') is null;
-- end::problems[]

-- tag::customers[]
insert into customers (id, name, email, loyalty_points, city, country, note, created_at)
select objectid_from_hex(json_value(doc, '$._id."$oid"')),        -- the _id, kept
       json_value(doc, '$.name'),
       json_value(doc, '$.email'),
       mongo_number(json_extract(doc, '$.loyaltyPoints')),
       json_value(doc, '$.address.city'),
       json_value(doc, '$.address.country'),
       json_value(doc, '$.note'),
       mongo_date(json_extract(doc, '$.createdAt'))
from mongo_customers
where json_value(doc, '$._id."$oid"') is not null;
-- end::customers[]

insert into products (id, sku, name, price)
select objectid_from_hex(json_value(doc, '$._id."$oid"')), json_value(doc, '$.sku'), json_value(doc, '$.name'),
       mongo_number(json_extract(doc, '$.price'))
from mongo_products
where json_value(doc, '$._id."$oid"') is not null;

-- tag::orphans[]
-- Orphaned references: an order whose customer or product is not there is not loaded ...
insert into import_problems
select 'orders', json_value(doc, '$._id."$oid"'), 'customer', json_value(doc, '$.customer."$oid"'),
       'DOCUMENT_SKIPPED'
from mongo_orders o
where json_value(doc, '$._id."$oid"') is not null
  and not exists (select 1 from customers c
                  where c.id = objectid_from_hex(json_value(o.doc, '$.customer."$oid"')));

insert into import_problems
select 'orders', json_value(o.doc, '$._id."$oid"'), concat('items.', item.n - 1, '.product'), item.product,
       'DOCUMENT_SKIPPED'
from mongo_orders o
cross join json_table(o.doc, '$.items[*]' columns (n for ordinality,
                                                   product varchar(100) path '$.product."$oid"')) as item
where json_value(o.doc, '$._id."$oid"') is not null
  and not exists (select 1 from products p where p.id = objectid_from_hex(item.product));

-- ... and a referral to a customer who is not there is loaded as null.
insert into import_problems
select 'orders', json_value(doc, '$._id."$oid"'), 'referredBy', json_value(doc, '$.referredBy."$oid"'),
       'SET_TO_NULL'
from mongo_orders o
where json_value(doc, '$._id."$oid"') is not null
  and json_value(doc, '$.referredBy."$oid"') is not null
  and not exists (select 1 from customers c
                  where c.id = objectid_from_hex(json_value(o.doc, '$.referredBy."$oid"')));
-- end::orphans[]

-- tag::orders[]
insert into orders (id, customer_id, referred_by, status, created_at)
select objectid_from_hex(json_value(doc, '$._id."$oid"')),
       objectid_from_hex(json_value(doc, '$.customer."$oid"')),
       (select c.id from customers c where c.id = objectid_from_hex(json_value(o.doc, '$.referredBy."$oid"'))),
       json_value(doc, '$.status'),
       mongo_date(json_extract(doc, '$.createdAt'))
from mongo_orders o
where json_value(doc, '$._id."$oid"') is not null
  and not exists (select 1 from import_problems p where p.collection = 'orders'
                  and p.document_id = json_value(o.doc, '$._id."$oid"') and p.outcome = 'DOCUMENT_SKIPPED');

insert into order_lines (order_id, line_no, product_id, quantity, unit_price)
select ord.id, item.n - 1, objectid_from_hex(item.product),
       mongo_number(json_extract(o.doc, concat('$.items[', item.n - 1, '].quantity'))),
       mongo_number(json_extract(o.doc, concat('$.items[', item.n - 1, '].unitPrice')))
from mongo_orders o
join orders ord on ord.id = objectid_from_hex(json_value(o.doc, '$._id."$oid"'))
cross join json_table(o.doc, '$.items[*]' columns (n for ordinality,
                                                   product varchar(100) path '$.product."$oid"')) as item;
-- end::orders[]

commit;

drop function mongo_date;
drop function mongo_number;
