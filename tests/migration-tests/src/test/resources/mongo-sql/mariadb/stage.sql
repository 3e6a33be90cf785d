-- tag::load-data[]
load data local infile 'customers.json' into table mongo_customers character set utf8mb4
    fields terminated by '\0' escaped by '' lines terminated by '\n' (doc);
load data local infile 'products.json' into table mongo_products character set utf8mb4
    fields terminated by '\0' escaped by '' lines terminated by '\n' (doc);
load data local infile 'orders.json' into table mongo_orders character set utf8mb4
    fields terminated by '\0' escaped by '' lines terminated by '\n' (doc);
-- end::load-data[]
