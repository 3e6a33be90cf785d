-- java -jar objectid-cli.jar partitions orders --dialect postgresql --period month --from 2026-05 --count 3
-- orders, partitioned by month on id (postgresql)
-- create the table with: create table "orders" (..., primary key ("id")) partition by range ("id");
-- ids of [2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z)
create table if not exists "orders_2026_05" partition of "orders"
    for values from (decode('69f3ed000000000000000000', 'hex')) to (decode('6a1ccb800000000000000000', 'hex'));
-- ids of [2026-06-01T00:00:00Z, 2026-07-01T00:00:00Z)
create table if not exists "orders_2026_06" partition of "orders"
    for values from (decode('6a1ccb800000000000000000', 'hex')) to (decode('6a4458800000000000000000', 'hex'));
-- ids of [2026-07-01T00:00:00Z, 2026-08-01T00:00:00Z)
create table if not exists "orders_2026_07" partition of "orders"
    for values from (decode('6a4458800000000000000000', 'hex')) to (decode('6a6d37000000000000000000', 'hex'));
