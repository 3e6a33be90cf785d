-- java -jar objectid-cli.jar partitions orders --dialect mariadb --period month --from 2026-05 --count 3
-- orders, partitioned by month on id (mariadb)
alter table `orders` partition by range columns (`id`) (
    -- every earlier id, and ids of [2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z)
    partition `p2026_05` values less than (X'6a1ccb800000000000000000'),
    -- ids of [2026-06-01T00:00:00Z, 2026-07-01T00:00:00Z)
    partition `p2026_06` values less than (X'6a4458800000000000000000'),
    -- ids of [2026-07-01T00:00:00Z, 2026-08-01T00:00:00Z)
    partition `p2026_07` values less than (X'6a6d37000000000000000000')
);
