-- java -jar objectid-cli.jar partitions events --dialect mysql --period day --from 2026-05-17 --count 2 --column event_id
-- events, partitioned by day on event_id (mysql)
alter table `events` partition by range columns (`event_id`) (
    -- every earlier id, and ids of [2026-05-17T00:00:00Z, 2026-05-18T00:00:00Z)
    partition `p2026_05_17` values less than (X'6a0a56800000000000000000'),
    -- ids of [2026-05-18T00:00:00Z, 2026-05-19T00:00:00Z)
    partition `p2026_05_18` values less than (X'6a0ba8000000000000000000')
);
