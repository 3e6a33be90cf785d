package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.SqlScripts;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.sql.PartitionPeriod;
import dev.objectid.sql.SqlDialect;
import dev.objectid.sql.TimePartition;
import dev.objectid.sql.TimePartitions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Everything objectid-core writes as SQL, run in sessions with the settings a server allows that change how SQL is
 * read: PostgreSQL with {@code standard_conforming_strings} on and off (with other quoting, time zone and bytea
 * output settings), MariaDB with {@code sql_mode}s that change quotes, backslashes, {@code ||} and the whole syntax
 * ({@code ORACLE}). In each: the literal of ids whose bytes are quotes and backslashes reads those bytes; the SQL
 * functions install through Flyway and work; and a table named with reserved words ({@code "order"}, column
 * {@code "group"}) is partitioned by month with {@link TimePartitions}, its May 2026 partition holding exactly the ids
 * from {@code ObjectId.minFor(2026-05-01)} up to {@code ObjectId.minFor(2026-06-01)}.
 */
class ServerSettingsTest {

    private static final Instant MAY = Instant.parse("2026-05-01T00:00:00Z");
    private static final Instant JUNE = Instant.parse("2026-06-01T00:00:00Z");
    private static final Instant JULY = Instant.parse("2026-07-01T00:00:00Z");

    /** Ids whose bytes a string literal could read otherwise: backslash, quotes, backtick, NUL, "\x", 0xff. */
    private static final List<ObjectId> AWKWARD = Stream.of(
                    "5c27226000ff5c7830785c5c",
                    "5c7836363332326563305c5c",
                    "272727272727272727272727",
                    "000000000000000000000000",
                    "ffffffffffffffffffffffff",
                    "5c5c5c5c5c5c5c5c5c5c5c5c")
            .map(hex -> ObjectId.fromBytes(HexFormat.of().parseHex(hex)))
            .toList();

    private static TestDatabase database;
    private static SqlDialect dialect;

    @BeforeAll
    static void onAServer() {
        database = TestDatabases.create();
        assumeTrue(!database.name().equals("h2"), "settings of PostgreSQL and MariaDB servers");
        dialect = SqlDialect.named(database.name());
    }

    /** The settings of each session, by the name of the test case. */
    static Stream<Arguments> settings() {
        Map<String, List<String>> settings = new LinkedHashMap<>();
        if (TestDatabases.current().equals("postgresql")) {
            settings.put("standard_conforming_strings on", List.of("set standard_conforming_strings = on"));
            settings.put("standard_conforming_strings off", List.of("set standard_conforming_strings = off"));
            // DateStyle stays ISO: the JDBC driver refuses a connection with any other
            settings.put(
                    "standard_conforming_strings off, backslash_quote on, TimeZone Pacific/Chatham, bytea escape",
                    List.of(
                            "set standard_conforming_strings = off",
                            "set escape_string_warning = off",
                            "set backslash_quote = on",
                            "set TimeZone = 'Pacific/Chatham'",
                            "set bytea_output = 'escape'"));
        } else {
            for (String mode : List.of(
                    "",
                    "STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION",
                    "NO_BACKSLASH_ESCAPES",
                    "ANSI_QUOTES",
                    "PIPES_AS_CONCAT",
                    "ANSI",
                    "ANSI_QUOTES,NO_BACKSLASH_ESCAPES,PIPES_AS_CONCAT,IGNORE_SPACE",
                    "ORACLE",
                    "MSSQL")) {
                settings.put(
                        "sql_mode '" + mode + "'",
                        List.of("set session sql_mode = '" + mode + "'", "set session time_zone = '+05:30'"));
            }
        }
        return settings.entrySet().stream().map(setting -> Arguments.of(setting.getKey(), setting.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("settings")
    void literalsReadTheBytesOfTheIdWhateverTheSettings(String name, List<String> settings) throws SQLException {
        DataSource session = new SessionSettingsDataSource(database.dataSource(), settings);
        try (Connection connection = session.getConnection();
                Statement statement = connection.createStatement()) {
            for (ObjectId id : AWKWARD) {
                try (ResultSet row = statement.executeQuery("select " + dialect.literal(id))) {
                    assertThat(row.next()).isTrue();
                    assertThat(row.getBytes(1))
                            .as("%s under %s", dialect.literal(id), name)
                            .isEqualTo(id.toByteArray());
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("settings")
    void theFunctionsInstallThroughFlywayAndWorkWhateverTheSettings(String name, List<String> settings)
            throws SQLException {
        DataSource session = new SessionSettingsDataSource(database.dataSource(), settings);
        Flyway.configure()
                .dataSource(session)
                .table("flyway_" + Math.abs(name.hashCode()))
                .baselineOnMigrate(true)
                .locations("classpath:dev/objectid/sql/" + database.name())
                .load()
                .migrate();

        ObjectId id = ObjectId.of(Instant.parse("2038-01-19T03:14:08Z"), 0x5c27226000L, 0x5c5c27);
        try (Connection connection = session.getConnection();
                PreparedStatement select = connection.prepareStatement(
                        "select objectid_from_hex(?), objectid_hex(?),"
                                + " objectid_timestamp(?) = objectid_timestamp(objectid_min_for(objectid_timestamp(?))),"
                                + " objectid_hex(objectid_min_for(objectid_timestamp(?))), objectid_generate_for(objectid_timestamp(?))")) {
            select.setString(1, id.toHexString().toUpperCase());
            for (int i = 2; i <= 6; i++) {
                select.setBytes(i, id.toByteArray());
            }
            try (ResultSet row = select.executeQuery()) {
                assertThat(row.next()).isTrue();
                assertThat(row.getBytes(1)).isEqualTo(id.toByteArray());
                assertThat(row.getString(2)).isEqualTo(id.toHexString());
                assertThat(row.getBoolean(3)).isTrue();
                assertThat(row.getString(4))
                        .isEqualTo(ObjectId.minFor(id.timestamp()).toHexString());
                assertThat(ObjectId.fromBytes(row.getBytes(5)).timestamp()).isEqualTo(id.timestamp());
            }
            try (PreparedStatement fromHex = connection.prepareStatement("select objectid_from_hex(?)")) {
                fromHex.setString(1, id.toHexString() + "\n");
                assertThatThrownBy(fromHex::executeQuery)
                        .as("24 digits and a newline, under %s", name)
                        .isInstanceOf(SQLException.class)
                        .hasMessageContaining("is not an ObjectId")
                        .satisfies(e ->
                                assertThat(((SQLException) e).getSQLState()).isEqualTo("22023"));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("settings")
    void aTableNamedWithReservedWordsIsPartitionedByMonthOnItsIdsWhateverTheSettings(String name, List<String> settings)
            throws SQLException {
        DataSource session = new SessionSettingsDataSource(database.dataSource(), settings);
        TimePartitions orders =
                TimePartitions.of(dialect, "order", PartitionPeriod.MONTH).column("group");
        String table = dialect.identifier("order");
        String column = dialect.identifier("group");
        try (Connection connection = session.getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("drop table if exists " + table + (dialect == SqlDialect.POSTGRESQL ? " cascade" : ""));
            if (dialect == SqlDialect.POSTGRESQL) {
                statement.execute("create table " + table + " (" + column + " bytea not null, primary key (" + column
                        + ")) " + orders.partitionClause());
            } else {
                statement.execute("create table " + table + " (" + column + " binary(12) not null, primary key ("
                        + column + ")) engine=InnoDB");
            }
            SqlScripts.runScript(connection, orders.createDdl(MAY, 1));
            SqlScripts.runScript(connection, orders.addDdl(MAY, 2)); // May again, and June
            SqlScripts.runScript(connection, orders.addDdl(MAY, 2));

            ObjectId beforeMay = ObjectId.maxFor(MAY.minusSeconds(1));
            List<ObjectId> edges = List.of(
                    ObjectId.minFor(MAY),
                    ObjectId.of(MAY, 0, 1),
                    ObjectId.maxFor(JUNE.minusSeconds(1)),
                    ObjectId.minFor(JUNE),
                    ObjectId.maxFor(JULY.minusSeconds(1)));
            try (PreparedStatement insert = connection.prepareStatement("insert into " + table + " values (?)")) {
                for (ObjectId id : edges) {
                    insert.setBytes(1, id.toByteArray());
                    insert.execute();
                }
                insert.setBytes(1, ObjectId.minFor(JULY).toByteArray());
                assertThatThrownBy(insert::execute)
                        .as("an id of July, with no partition for it")
                        .isInstanceOf(SQLException.class);
                insert.setBytes(1, beforeMay.toByteArray());
                if (dialect == SqlDialect.POSTGRESQL) {
                    assertThatThrownBy(insert::execute)
                            .as("an id of April, with no partition for it")
                            .isInstanceOf(SQLException.class);
                } else {
                    insert.execute(); // MariaDB's first partition holds every earlier id
                }
            }
            List<TimePartition> partitions = orders.partitions(MAY, 2);
            for (TimePartition partition : partitions) {
                List<ObjectId> expected = new ArrayList<>();
                if (dialect != SqlDialect.POSTGRESQL && partition == partitions.get(0)) {
                    expected.add(beforeMay);
                }
                edges.stream()
                        .filter(id ->
                                id.compareTo(partition.lowerBound()) >= 0 && id.compareTo(partition.upperBound()) < 0)
                        .forEach(expected::add);
                assertThat(idsIn(statement, table, column, partition))
                        .as("%s under %s", partition.name(), name)
                        .containsExactlyElementsOf(expected);
            }
            assertThat(partitions.get(0).lowerBound()).isEqualTo(ObjectId.minFor(MAY));
            assertThat(partitions.get(0).upperBound()).isEqualTo(ObjectId.minFor(JUNE));

            SqlScripts.runScript(connection, orders.dropDdl(MAY, 1));
            assertThat(ids(statement, "select " + column + " from " + table + " order by " + column))
                    .as("June's ids, after May's partition is dropped")
                    .containsExactly(ObjectId.minFor(JUNE), ObjectId.maxFor(JULY.minusSeconds(1)));
            statement.execute("drop table " + table);
        }
    }

    /** The ids in one partition: a table on PostgreSQL, {@code partition (p)} of the table on MariaDB. */
    private static List<ObjectId> idsIn(Statement statement, String table, String column, TimePartition partition)
            throws SQLException {
        return ids(
                statement,
                dialect == SqlDialect.POSTGRESQL
                        ? "select " + column + " from " + dialect.identifier(partition.name()) + " order by " + column
                        : "select " + column + " from " + table + " partition (" + dialect.identifier(partition.name())
                                + ") order by " + column);
    }

    private static List<ObjectId> ids(Statement statement, String sql) throws SQLException {
        List<ObjectId> ids = new ArrayList<>();
        try (ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                ids.add(ObjectId.fromBytes(rows.getBytes(1)));
            }
        }
        return ids;
    }
}
