package dev.objectid.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class TimePartitionsTest {

    @ParameterizedTest
    @CsvSource({
        // period, an instant,              first partition,      its start,            its end
        "DAY,   2026-05-17T23:59:59.9Z,    orders_2026_05_17,    2026-05-17T00:00:00Z, 2026-05-18T00:00:00Z",
        "DAY,   2024-02-29T00:00:00Z,      orders_2024_02_29,    2024-02-29T00:00:00Z, 2024-03-01T00:00:00Z",
        "WEEK,  2026-05-17T12:00:00Z,      orders_2026w20,       2026-05-11T00:00:00Z, 2026-05-18T00:00:00Z",
        "WEEK,  2027-01-01T00:00:00Z,      orders_2026w53,       2026-12-28T00:00:00Z, 2027-01-04T00:00:00Z",
        "WEEK,  2024-12-31T00:00:00Z,      orders_2025w01,       2024-12-30T00:00:00Z, 2025-01-06T00:00:00Z",
        "MONTH, 2026-05-17T12:00:00Z,      orders_2026_05,       2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z",
        "MONTH, 2026-12-31T23:59:59Z,      orders_2026_12,       2026-12-01T00:00:00Z, 2027-01-01T00:00:00Z",
        "MONTH, 1970-01-31T00:00:00Z,      orders_1970_01,       1970-01-01T00:00:00Z, 1970-02-01T00:00:00Z",
    })
    void thePeriodAnInstantFallsInIsItsFirstPartition(
            PartitionPeriod period, Instant time, String name, Instant start, Instant end) {
        TimePartition first = TimePartitions.of(SqlDialect.POSTGRESQL, "orders", period)
                .partitions(time, 1)
                .get(0);

        assertThat(first).isEqualTo(new TimePartition(name, start, end));
        assertThat(first.lowerBound()).isEqualTo(ObjectId.minFor(start));
        assertThat(first.upperBound()).isEqualTo(ObjectId.minFor(end));
    }

    @ParameterizedTest
    @EnumSource(PartitionPeriod.class)
    void consecutivePartitionsLeaveNoGapAndEachIdFallsInExactlyOne(PartitionPeriod period) {
        Random random = new Random(period.ordinal());
        for (int round = 0; round < 200; round++) {
            Instant from = Instant.ofEpochSecond(random.nextInt(Integer.MAX_VALUE) + 1_000_000_000L);
            List<TimePartition> partitions =
                    TimePartitions.of(SqlDialect.MARIADB, "t", period).partitions(from, 1 + random.nextInt(40));
            for (int i = 1; i < partitions.size(); i++) {
                assertThat(partitions.get(i).start())
                        .isEqualTo(partitions.get(i - 1).end());
                assertThat(partitions.get(i).lowerBound())
                        .isEqualTo(partitions.get(i - 1).upperBound());
            }
            assertThat(partitions).extracting(TimePartition::name).doesNotHaveDuplicates();
            TimePartition last = partitions.get(partitions.size() - 1);
            ObjectId id = ObjectId.generate(
                    Instant.ofEpochSecond(partitions.get(0).start().getEpochSecond()
                            + random.nextLong(last.end().getEpochSecond()
                                    - partitions.get(0).start().getEpochSecond())));
            assertThat(partitions)
                    .filteredOn(p -> id.compareTo(p.lowerBound()) >= 0 && id.compareTo(p.upperBound()) < 0)
                    .hasSize(1)
                    .first()
                    .satisfies(p -> assertThat(id.timestamp())
                            .isBetween(p.start(), p.end().minusSeconds(1)));
        }
    }

    @Test
    void partitionNamesFollowTheDialect() {
        Instant may = Instant.parse("2026-05-17T00:00:00Z");

        assertThat(TimePartitions.of(SqlDialect.POSTGRESQL, "shop.orders", PartitionPeriod.MONTH)
                        .partitions(may, 1)
                        .get(0)
                        .name())
                .isEqualTo("shop.orders_2026_05");
        assertThat(TimePartitions.of(SqlDialect.MARIADB, "shop.orders", PartitionPeriod.MONTH)
                        .partitions(may, 1)
                        .get(0)
                        .name())
                .isEqualTo("p2026_05");
        assertThat(TimePartitions.of(SqlDialect.MYSQL, "orders", PartitionPeriod.DAY)
                        .partitions(may, 1)
                        .get(0)
                        .name())
                .isEqualTo("p2026_05_17");
    }

    @Test
    void partitionClauses() {
        assertThat(TimePartitions.of(SqlDialect.POSTGRESQL, "orders", PartitionPeriod.DAY)
                        .partitionClause())
                .isEqualTo("partition by range (\"id\")");
        assertThat(TimePartitions.of(SqlDialect.MARIADB, "orders", PartitionPeriod.DAY)
                        .column("order_id")
                        .partitionClause())
                .isEqualTo("partition by range columns (`order_id`)");
    }

    @Test
    void ddlOfEachDialect() {
        Instant may = Instant.parse("2026-05-17T00:00:00Z");
        TimePartitions postgresql = TimePartitions.of(SqlDialect.POSTGRESQL, "orders", PartitionPeriod.MONTH);
        TimePartitions mariadb = TimePartitions.of(SqlDialect.MARIADB, "orders", PartitionPeriod.MONTH);
        TimePartitions mysql = TimePartitions.of(SqlDialect.MYSQL, "orders", PartitionPeriod.MONTH);

        assertThat(postgresql.addDdl(may, 1)).isEqualTo("""
                -- ids of [2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z)
                create table if not exists "orders_2026_05" partition of "orders"
                    for values from (decode('69f3ed000000000000000000', 'hex')) to (decode('6a1ccb800000000000000000', 'hex'));
                """);
        assertThat(mariadb.addDdl(may, 1)).isEqualTo("""
                -- ids of [2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z)
                alter table `orders` add partition if not exists (
                    partition `p2026_05` values less than (X'6a1ccb800000000000000000'));
                """);
        assertThat(mysql.addDdl(may, 1)).isEqualTo("""
                -- ids of [2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z)
                alter table `orders` add partition (
                    partition `p2026_05` values less than (X'6a1ccb800000000000000000'));
                """);
        assertThat(postgresql.dropDdl(may, 1)).isEqualTo("""
                -- ids of [2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z)
                alter table "orders" detach partition "orders_2026_05";
                drop table "orders_2026_05";
                """);
        assertThat(mariadb.dropDdl(may, 1)).isEqualTo("""
                -- ids of [2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z)
                alter table `orders` drop partition if exists `p2026_05`;
                """);
        assertThat(mysql.dropDdl(may, 1)).endsWith("alter table `orders` drop partition `p2026_05`;\n");
        assertThat(mariadb.createDdl(may, 2)).isEqualTo("""
                -- orders, partitioned by month on id (mariadb)
                alter table `orders` partition by range columns (`id`) (
                    -- every earlier id, and ids of [2026-05-01T00:00:00Z, 2026-06-01T00:00:00Z)
                    partition `p2026_05` values less than (X'6a1ccb800000000000000000'),
                    -- ids of [2026-06-01T00:00:00Z, 2026-07-01T00:00:00Z)
                    partition `p2026_06` values less than (X'6a4458800000000000000000')
                );
                """);
        assertThat(postgresql.createDdl(may, 1)).isEqualTo("""
                -- orders, partitioned by month on id (postgresql)
                -- create the table with: create table "orders" (..., primary key ("id")) partition by range ("id");
                """ + postgresql.addDdl(may, 1));
    }

    @Test
    void badNamesCountsAndRangesAreRefused() {
        TimePartitions orders = TimePartitions.of(SqlDialect.POSTGRESQL, "orders", PartitionPeriod.MONTH);

        assertThatIllegalArgumentException()
                .isThrownBy(() -> TimePartitions.of(SqlDialect.POSTGRESQL, "orders; drop table x", PartitionPeriod.DAY))
                .withMessage("Table name 'orders; drop table x' is not a plain SQL identifier: letters, digits and _,"
                        + " not starting with a digit, optionally qualified as schema.table");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> orders.column("1id"))
                .withMessageStartingWith("Column name '1id' is not a plain SQL identifier");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> orders.partitions(Instant.EPOCH, 0))
                .withMessage("Partition count 0 is out of range: 1 to 1000");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> orders.partitions(Instant.EPOCH, 1001))
                .withMessage("Partition count 1001 is out of range: 1 to 1000");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> orders.partitions(Instant.parse("1969-12-15T00:00:00Z"), 1))
                .withMessage("Partition orders_1969_12 [1969-12-01T00:00:00Z, 1970-01-01T00:00:00Z) is outside the"
                        + " range of an ObjectId timestamp, 1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> orders.partitions(Instant.parse("2106-01-15T00:00:00Z"), 2))
                .withMessageStartingWith("Partition orders_2106_02 [2106-02-01T00:00:00Z, 2106-03-01T00:00:00Z) is"
                        + " outside the range");
        String longName = "t".repeat(55);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TimePartitions.of(SqlDialect.POSTGRESQL, longName, PartitionPeriod.DAY)
                        .partitions(Instant.EPOCH, 1))
                .withMessage("Partition name " + longName + "_1970_01_01 is 66 characters, longer than postgresql's"
                        + " 63: shorten the table name");
        assertThatThrownBy(() -> TimePartitions.of(SqlDialect.ORACLE, "orders", PartitionPeriod.DAY))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("objectid-core has no partition DDL for oracle; it has for postgresql, mariadb, mysql");
    }

    @Test
    void periodsByName() {
        assertThat(PartitionPeriod.named("Week")).isEqualTo(PartitionPeriod.WEEK);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> PartitionPeriod.named("year"))
                .withMessage("unknown partition period 'year'; accepted: day, week, month");
    }

    @Test
    void reservedWordsAreTablesAndColumnsLikeAnyOther() {
        Instant may = Instant.parse("2026-05-17T00:00:00Z");

        assertThat(TimePartitions.of(SqlDialect.POSTGRESQL, "user", PartitionPeriod.MONTH)
                        .column("group")
                        .dropDdl(may, 1))
                .endsWith("""
                alter table "user" detach partition "user_2026_05";
                drop table "user_2026_05";
                """);
        assertThat(TimePartitions.of(SqlDialect.MARIADB, "order", PartitionPeriod.MONTH)
                        .column("group")
                        .partitionClause())
                .isEqualTo("partition by range columns (`group`)");
    }
}
