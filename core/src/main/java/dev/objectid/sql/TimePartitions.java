package dev.objectid.sql;

import dev.objectid.ObjectId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The DDL of a table range-partitioned by time on its ObjectId primary key. An id starts with its creation second, so
 * the rows created in a period are a range of ids, from {@code ObjectId.minFor(start)} to
 * {@code ObjectId.minFor(end)}: no timestamp column is needed. PostgreSQL partitions with
 * {@code partition by range (id)}, MariaDB and MySQL with {@code partition by range columns (id)}.
 *
 * <pre>{@code
 * TimePartitions orders = TimePartitions.of(SqlDialect.POSTGRESQL, "orders", PartitionPeriod.MONTH);
 * String next = orders.addDdl(Instant.now(), 3);   // this month's partition and the next two's, if missing
 * }</pre>
 *
 * There is no catch-all partition: an id outside every partition is refused by the database, loudly. Create the
 * partitions ahead of time with {@link #addDdl(Instant, int)}, which is safe to run again (a daily job, say), and drop
 * old ones with {@link #dropDdl(Instant, int)}, which removes a period's rows at the cost of a DDL statement.
 * Table and column names are plain identifiers, written quoted ({@link SqlDialect#identifier(String)}), so that
 * reserved words such as {@code order} or {@code group} work too. Instances are immutable.
 */
public final class TimePartitions {

    /** At most this many partitions a statement: MariaDB and MySQL allow 8192 a table. */
    static final int MAX_COUNT = 1000;

    private final SqlDialect dialect;
    private final String table;
    private final PartitionPeriod period;
    private final String column;

    private TimePartitions(SqlDialect dialect, String table, PartitionPeriod period, String column) {
        this.dialect = dialect;
        this.table = table;
        this.period = period;
        this.column = column;
    }

    /**
     * The partitions of {@code table}, one a {@code period}, on its column {@code id}.
     *
     * @param dialect the database: PostgreSQL, MariaDB or MySQL
     * @param table the table, a plain identifier, optionally {@code schema.table}; a reserved word is fine
     * @param period the span of one partition
     * @return the partitioning
     * @throws IllegalArgumentException if the table name is not a plain identifier
     * @throws UnsupportedOperationException if objectid-core writes no partition DDL for the dialect
     */
    public static TimePartitions of(SqlDialect dialect, String table, PartitionPeriod period) {
        Objects.requireNonNull(dialect, "dialect");
        Objects.requireNonNull(period, "period");
        dialect.checkPartitions();
        if (!SqlDialect.isPlain(table, true)) {
            throw new IllegalArgumentException("Table name '" + table + "' is not a plain SQL identifier: "
                    + SqlDialect.PLAIN_FORM + ", optionally qualified as schema.table");
        }
        return new TimePartitions(dialect, table, period, "id");
    }

    /**
     * The same partitioning on another column, the table's ObjectId primary key.
     *
     * @param name the column, a plain identifier; a reserved word is fine
     * @return a new partitioning
     * @throws IllegalArgumentException if the name is not a plain identifier
     */
    public TimePartitions column(String name) {
        if (!SqlDialect.isPlain(name, false)) {
            throw new IllegalArgumentException(
                    "Column name '" + name + "' is not a plain SQL identifier: " + SqlDialect.PLAIN_FORM);
        }
        return new TimePartitions(dialect, table, period, name);
    }

    /**
     * The clause that makes a table partitioned, to end its {@code create table} with; on MariaDB and MySQL the
     * partitions follow it in parentheses, as {@link #createDdl(Instant, int)} writes them.
     *
     * @return {@code partition by range ("id")} or {@code partition by range columns (`id`)}
     */
    public String partitionClause() {
        return dialect.partitionClause(column);
    }

    /**
     * The partitions of {@code count} consecutive periods, the first being the one {@code from} falls in.
     *
     * @param from any instant of the first period
     * @param count the number of periods, 1 to 1000
     * @return the partitions, oldest first; their names are unquoted
     * @throws IllegalArgumentException if {@code count} is out of range, or a period is outside the range of an
     *         ObjectId's timestamp
     */
    public List<TimePartition> partitions(Instant from, int count) {
        Objects.requireNonNull(from, "from");
        if (count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException("Partition count " + count + " is out of range: 1 to " + MAX_COUNT);
        }
        List<TimePartition> partitions = new ArrayList<>(count);
        Instant start = period.start(from);
        for (int i = 0; i < count; i++) {
            Instant end = period.next(start);
            partitions.add(checked(new TimePartition(dialect.partitionName(table, period.suffix(start)), start, end)));
            start = end;
        }
        return List.copyOf(partitions);
    }

    /**
     * The DDL that partitions the table and creates the partitions of {@code count} periods from {@code from}.
     * PostgreSQL cannot partition an existing table: the table must be created with {@link #partitionClause()},
     * which the DDL recalls in a comment, before the partitions are. On MariaDB and MySQL it is an
     * {@code alter table} that partitions an existing table (rebuilding it); its first partition also holds every
     * earlier id.
     *
     * @param from any instant of the first period
     * @param count the number of periods, 1 to 1000
     * @return SQL statements, each ending with {@code ;}, with comments naming the periods
     */
    public String createDdl(Instant from, int count) {
        List<TimePartition> partitions = partitions(from, count);
        StringBuilder ddl = new StringBuilder();
        ddl.append("-- ")
                .append(table)
                .append(", partitioned by ")
                .append(period.name().toLowerCase(Locale.ROOT))
                .append(" on ")
                .append(column)
                .append(" (")
                .append(dialect.key())
                .append(")\n");
        if (dialect == SqlDialect.POSTGRESQL) {
            ddl.append("-- create the table with: create table ")
                    .append(dialect.identifier(table))
                    .append(" (..., primary key (")
                    .append(dialect.identifier(column))
                    .append(")) ")
                    .append(partitionClause())
                    .append(";\n");
            return ddl.append(addDdl(from, count)).toString();
        }
        ddl.append("alter table ")
                .append(dialect.identifier(table))
                .append(' ')
                .append(partitionClause())
                .append(" (\n");
        for (int i = 0; i < partitions.size(); i++) {
            TimePartition partition = partitions.get(i);
            ddl.append("    -- ")
                    .append(i == 0 ? "every earlier id, and " : "")
                    .append(range(partition))
                    .append('\n')
                    .append("    ")
                    .append(dialect.partitionDefinition(partition))
                    .append(i < partitions.size() - 1 ? ",\n" : "\n");
        }
        return ddl.append(");\n").toString();
    }

    /**
     * The DDL that adds the partitions of {@code count} periods from {@code from} to a partitioned table. On
     * PostgreSQL and MariaDB a partition that exists is left as it is, so the same DDL can run again (a job that
     * creates the coming partitions every day); MySQL has no {@code if not exists} here and refuses a partition that
     * exists ("Duplicate partition name").
     *
     * @param from any instant of the first period
     * @param count the number of periods, 1 to 1000
     * @return SQL statements, one a partition, each ending with {@code ;} and after a comment naming the period
     */
    public String addDdl(Instant from, int count) {
        StringBuilder ddl = new StringBuilder();
        for (TimePartition partition : partitions(from, count)) {
            ddl.append("-- ").append(range(partition)).append('\n').append(dialect.addPartition(table, partition));
        }
        return ddl.toString();
    }

    /**
     * The DDL that drops the partitions of {@code count} periods from {@code from}, and with them their rows: the
     * cheap way to delete old data. On PostgreSQL a partition is detached first, which works when foreign keys of
     * other tables reference the partitioned table and fails while rows still reference the partition's; a missing
     * partition is an error. On MariaDB a missing partition is skipped, on MySQL an error.
     *
     * @param from any instant of the first period
     * @param count the number of periods, 1 to 1000
     * @return SQL statements, one a partition, each ending with {@code ;} and after a comment naming the period
     */
    public String dropDdl(Instant from, int count) {
        StringBuilder ddl = new StringBuilder();
        for (TimePartition partition : partitions(from, count)) {
            ddl.append("-- ").append(range(partition)).append('\n').append(dialect.dropPartition(table, partition));
        }
        return ddl.toString();
    }

    private TimePartition checked(TimePartition partition) {
        String unqualified = partition.name().substring(partition.name().indexOf('.') + 1);
        if (unqualified.length() > dialect.maxIdentifierLength()) {
            throw new IllegalArgumentException("Partition name " + unqualified + " is " + unqualified.length()
                    + " characters, longer than " + dialect.key() + "'s " + dialect.maxIdentifierLength()
                    + ": shorten the table name");
        }
        try {
            partition.lowerBound();
            partition.upperBound();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "Partition " + partition.name() + " [" + partition.start() + ", " + partition.end()
                            + ") is outside the range of an ObjectId timestamp, " + ObjectId.TIMESTAMP_RANGE,
                    e);
        }
        return partition;
    }

    private static String range(TimePartition partition) {
        return "ids of [" + partition.start() + ", " + partition.end() + ")";
    }
}
