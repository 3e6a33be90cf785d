-- java -jar objectid-cli.jar partitions Shop.Order --dialect postgresql --period week --column Group --from 2026-05-17 --count 1
-- Shop.Order, partitioned by week on Group (postgresql)
-- create the table with: create table "shop"."order" (..., primary key ("group")) partition by range ("group");
-- ids of [2026-05-11T00:00:00Z, 2026-05-18T00:00:00Z)
create table if not exists "shop"."order_2026w20" partition of "shop"."order"
    for values from (decode('6a011c000000000000000000', 'hex')) to (decode('6a0a56800000000000000000', 'hex'));
