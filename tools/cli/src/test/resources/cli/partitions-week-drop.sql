-- java -jar objectid-cli.jar partitions shop.events --dialect postgresql --period week --from 2026-01-01T12:00:00Z --count 2 --drop
-- ids of [2025-12-29T00:00:00Z, 2026-01-05T00:00:00Z)
alter table "shop"."events" detach partition "shop"."events_2026w01";
drop table "shop"."events_2026w01";
-- ids of [2026-01-05T00:00:00Z, 2026-01-12T00:00:00Z)
alter table "shop"."events" detach partition "shop"."events_2026w02";
drop table "shop"."events_2026w02";
