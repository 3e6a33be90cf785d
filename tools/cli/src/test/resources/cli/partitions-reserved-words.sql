-- java -jar objectid-cli.jar partitions order --column group --dialect mariadb --period month --from 2026-05-17T12:00:00Z --count 1
-- order, partitioned by month on group (mariadb)
alter table `order` partition by range columns (`group`) (
    -- every earlier id, and ids of [2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z)
    partition `p2026_05` values less than (X'6a1ccb800000000000000000')
);
