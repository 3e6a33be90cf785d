-- java -jar objectid-cli.jar partitions orders --dialect mariadb --period month --from 2026-08-01 --add
-- ids of [2026-08-01T00:00:00Z, 2026-09-01T00:00:00Z)
alter table `orders` add partition if not exists (
    partition `p2026_08` values less than (X'6a9615800000000000000000'));
-- ids of [2026-09-01T00:00:00Z, 2026-10-01T00:00:00Z)
alter table `orders` add partition if not exists (
    partition `p2026_09` values less than (X'6abda2800000000000000000'));
-- ids of [2026-10-01T00:00:00Z, 2026-11-01T00:00:00Z)
alter table `orders` add partition if not exists (
    partition `p2026_10` values less than (X'6ae681000000000000000000'));
