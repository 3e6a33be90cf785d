package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.SqlScripts;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.sql.SqlDialect;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * objectid-core's SQL functions on PostgreSQL and MariaDB, installed as docs/databases.md says: by Flyway, straight
 * from the jar. Every function agrees with the Java API, also after 2038 and at the ends of an id's range; every bad
 * value is an error (SQLSTATE 22023) naming it; a range on {@code objectid_min_for} is an index range scan, and days
 * group by {@code objectid_timestamp} (the queries of {@code src/test/resources/sql-functions/<database>.sql}).
 */
class SqlFunctionsTest {

    private static final List<Instant> TIMES = List.of(
            Instant.parse("1970-01-01T00:00:00Z"),
            Instant.parse("2024-05-01T12:34:56Z"),
            Instant.parse("2038-01-19T03:14:08Z"),
            Instant.parse("2106-02-07T06:28:15Z"));

    private static TestDatabase database;
    private static boolean postgresql;

    @BeforeAll
    static void installedByFlywayFromTheJar() {
        database = TestDatabases.create();
        assumeTrue(!database.name().equals("h2"), "the SQL functions are for PostgreSQL and MariaDB");
        postgresql = database.name().equals("postgresql");
        String resource = SqlDialect.named(database.name()).functionsResource();
        // tag::flyway[]
        Flyway flyway = Flyway.configure()
                .dataSource(database.dataSource())
                .locations("classpath:db/migration", "classpath:dev/objectid/sql/" + database.name())
                .load();
        // end::flyway[]
        assertThat(resource).startsWith("dev/objectid/sql/" + database.name() + "/");
        MigrateResult result = flyway.migrate();
        assertThat(result.migrations)
                .extracting(migration -> migration.description)
                .containsExactly("objectid functions");

        // the script can run again over the functions it created (a second history table applies it again)
        assertThat(Flyway.configure()
                        .dataSource(database.dataSource())
                        .table("objectid_again")
                        .baselineOnMigrate(true)
                        .locations("classpath:dev/objectid/sql/" + database.name())
                        .load()
                        .migrate()
                        .migrationsExecuted)
                .isEqualTo(1);
    }

    @Test
    void timestampHexAndMinForAgreeWithJava() throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement select = connection.prepareStatement("select objectid_timestamp(?), objectid_hex(?),"
                        + " objectid_from_hex(?), objectid_from_hex(upper(?)), objectid_min_for(?)")) {
            for (Instant time : TIMES) {
                ObjectId id = ObjectId.generate(time);
                select.setBytes(1, id.toByteArray());
                select.setBytes(2, id.toByteArray());
                select.setString(3, id.toHexString());
                select.setString(4, id.toHexString());
                setTime(select, 5, time.plusMillis(999));
                try (ResultSet row = select.executeQuery()) {
                    assertThat(row.next()).isTrue();
                    assertThat(time(row, 1)).as("objectid_timestamp of %s", id).isEqualTo(time);
                    assertThat(row.getString(2)).isEqualTo(id.toHexString());
                    assertThat(row.getBytes(3)).isEqualTo(id.toByteArray());
                    assertThat(row.getBytes(4)).isEqualTo(id.toByteArray());
                    assertThat(row.getBytes(5))
                            .as("objectid_min_for(%s)", time.plusMillis(999))
                            .isEqualTo(ObjectId.minFor(time).toByteArray());
                }
            }
        }
    }

    @Test
    void nullGivesNull() throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("select objectid_timestamp(null), objectid_hex(null),"
                        + " objectid_from_hex(null), objectid_min_for(null), objectid_generate_for(null)")) {
            assertThat(row.next()).isTrue();
            for (int i = 1; i <= 5; i++) {
                assertThat(row.getObject(i)).isNull();
            }
        }
    }

    @Test
    void valuesThatAreNotObjectIdsAreErrorsNamingThem() {
        String elevenBytes = postgresql ? "decode('6632d78000000000000000', 'hex')" : "X'6632d78000000000000000'";
        assertError(
                "select objectid_timestamp(" + elevenBytes + ")",
                "objectid_timestamp: 6632d78000000000000000 is 11 bytes, an ObjectId has exactly 12");
        assertError(
                "select objectid_hex(" + elevenBytes + ")",
                "objectid_hex: 6632d78000000000000000 is 11 bytes, an ObjectId has exactly 12");
        assertError(
                "select objectid_from_hex('6632d78000000000000000zz')",
                "objectid_from_hex: '6632d78000000000000000zz' is not an ObjectId, expected 24 hexadecimal digits");
        assertError("select objectid_from_hex('6632d780')", "objectid_from_hex: '6632d780' is not an ObjectId");
        assertError(
                postgresql
                        ? "select objectid_min_for(timestamptz '1969-12-31 23:59:59+00')"
                        : "select objectid_min_for(timestamp '1969-12-31 23:59:59')",
                "objectid_min_for: 1969-12-31 23:59:59");
        assertError(
                postgresql
                        ? "select objectid_min_for(timestamptz '2106-02-07 06:28:16+00')"
                        : "select objectid_min_for(timestamp '2106-02-07 06:28:16')",
                "the range of an ObjectId");
    }

    /** Text that is not 24 hex digits, however close: each is an error of the function, never null, never bytes. */
    static List<String> hostileHex() {
        String id = "66322ec0a1b2c3d4e50f1e2d";
        return List.of(
                id + "\n",
                id + "\r\n",
                id + " ",
                " " + id,
                "\t" + id.substring(1),
                id.substring(1) + "\n",
                id.substring(0, 8) + " " + id.substring(9),
                id.substring(1),
                id + "0",
                "",
                "0x" + id.substring(2),
                "g" + id.substring(1),
                "\uff16\uff16" + id.substring(2),
                "\u0666" + id.substring(1),
                id.substring(1) + "\u00e9",
                id.substring(1) + "\ufb00",
                id.substring(1) + "\u212a",
                id + "0".repeat(300));
    }

    @ParameterizedTest
    @MethodSource("hostileHex")
    void fromHexRefusesEverythingButTwentyFourHexDigits(String hex) {
        assertThatThrownBy(() -> {
                    try (Connection connection = database.dataSource().getConnection();
                            PreparedStatement select = connection.prepareStatement("select objectid_from_hex(?)")) {
                        select.setString(1, hex);
                        try (ResultSet row = select.executeQuery()) {
                            row.next();
                            throw new AssertionError("objectid_from_hex gave " + Arrays.toString(row.getBytes(1)));
                        }
                    }
                })
                .isInstanceOf(SQLException.class)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState())
                        .as(e.getMessage())
                        .isEqualTo("22023"))
                .hasMessageContaining("objectid_from_hex: '")
                .hasMessageContaining("' is not an ObjectId, expected 24" + " hexadecimal digits (0-9, a-f, A-F)");
    }

    /** NUL: MariaDB's function refuses it like any other character; PostgreSQL text cannot hold it at all. */
    @Test
    void fromHexRefusesNul() {
        String hex = "66322ec0a1b2c3d4e50f1e2" + "\u0000";
        assertThatThrownBy(() -> {
                    try (Connection connection = database.dataSource().getConnection();
                            PreparedStatement select = connection.prepareStatement("select objectid_from_hex(?)")) {
                        select.setString(1, hex);
                        try (ResultSet row = select.executeQuery()) {
                            row.next();
                            throw new AssertionError("objectid_from_hex gave " + Arrays.toString(row.getBytes(1)));
                        }
                    }
                })
                .isInstanceOf(SQLException.class)
                .hasMessageContaining(
                        postgresql
                                ? "invalid byte sequence for encoding \"UTF8\": 0x00"
                                : "objectid_from_hex: '66322ec0a1b2c3d4e50f1e2");
    }

    @Test
    void binaryArgumentsOfAnotherLengthAreErrors() throws SQLException {
        for (int length : new int[] {0, 1, 11, 13, 255, 70_000}) {
            for (String function : new String[] {"objectid_hex", "objectid_timestamp"}) {
                assertThatThrownBy(() -> {
                            try (Connection connection = database.dataSource().getConnection();
                                    PreparedStatement select =
                                            connection.prepareStatement("select " + function + "(?)")) {
                                select.setBytes(1, new byte[length]);
                                try (ResultSet row = select.executeQuery()) {
                                    row.next();
                                    throw new AssertionError(function + " gave " + row.getString(1));
                                }
                            }
                        })
                        .as("%s of %d bytes", function, length)
                        .isInstanceOf(SQLException.class)
                        .hasMessageContaining(function + ": ")
                        .hasMessageContaining(" is " + length + " bytes, an" + " ObjectId has exactly 12")
                        .satisfies(e ->
                                assertThat(((SQLException) e).getSQLState()).isEqualTo("22023"));
            }
        }
    }

    /**
     * {@code objectid_generate_for}: one {@code INSERT ... SELECT} of many rows in few seconds, the same again in a
     * second statement, and two more at once on two connections: every id distinct, each stamped with its row's second;
     * within fewer than 2^24 calls no two ids of one second share a counter, and the random bytes vary.
     */
    @Test
    void generateForMintsUniqueIdsOfTheSecondGiven() throws Exception {
        int rows = 20_000;
        Instant first = Instant.parse("2024-05-01T12:00:00Z");
        Map<Integer, Instant> createdAt = new TreeMap<>();
        String time = postgresql ? "timestamptz" : "datetime(6)";
        String id = postgresql ? "bytea" : "binary(12)";
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("create table rekey_source (n int primary key, created_at " + time + " not null)");
            statement.execute("create table rekey_target (id " + id + " primary key, n int not null)");
            connection.setAutoCommit(false);
            try (PreparedStatement insert = connection.prepareStatement("insert into rekey_source values (?, ?)")) {
                for (int n = 0; n < rows; n++) {
                    Instant created = first.plusSeconds(n % 7).plusMillis(n % 1000);
                    createdAt.put(n, created);
                    insert.setInt(1, n);
                    setTime(insert, 2, created);
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            connection.commit();
            connection.setAutoCommit(true);
            String rekey = SqlScripts.statement("sql-functions/" + database.name() + ".sql", "generate-for");
            assertThat(statement.executeUpdate(rekey)).isEqualTo(rows);
            assertThat(statement.executeUpdate(rekey))
                    .as("a second statement, the same seconds")
                    .isEqualTo(rows);
            ExecutorService two = Executors.newFixedThreadPool(2);
            try {
                CountDownLatch start = new CountDownLatch(1);
                List<Future<Integer>> inserted = new ArrayList<>();
                for (int i = 0; i < 2; i++) {
                    inserted.add(two.submit(() -> {
                        try (Connection own = database.dataSource().getConnection();
                                Statement insert = own.createStatement()) {
                            start.await();
                            return insert.executeUpdate(rekey);
                        }
                    }));
                }
                start.countDown();
                for (Future<Integer> count : inserted) {
                    assertThat(count.get(5, TimeUnit.MINUTES)).isEqualTo(rows);
                }
            } finally {
                two.shutdownNow();
            }
            Set<ObjectId> ids = new HashSet<>();
            Set<String> secondAndCounter = new HashSet<>();
            Set<Long> processValues = new HashSet<>();
            try (ResultSet row = statement.executeQuery("select id, n from rekey_target")) {
                while (row.next()) {
                    ObjectId generated = ObjectId.fromBytes(row.getBytes(1));
                    Instant created = createdAt.get(row.getInt(2));
                    assertThat(generated.timestamp())
                            .as("row %d", row.getInt(2))
                            .isEqualTo(created.truncatedTo(ChronoUnit.SECONDS));
                    ids.add(generated);
                    secondAndCounter.add(generated.epochSecond() + "/" + generated.counter());
                    processValues.add(generated.processValue());
                }
            }
            assertThat(ids).hasSize(4 * rows);
            assertThat(secondAndCounter).as("no counter twice in a second").hasSize(4 * rows);
            assertThat(processValues).as("random bytes").hasSizeGreaterThan(2 * rows);
        }
    }

    @Test
    void generateForGivesNullForNullAndRefusesTimesOutsideAnObjectIdsRange() throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("select objectid_generate_for(null)")) {
            assertThat(row.next()).isTrue();
            assertThat(row.getObject(1)).isNull();
        }
        assertError(
                postgresql
                        ? "select objectid_generate_for(timestamptz '1969-12-31 23:59:59+00')"
                        : "select objectid_generate_for(timestamp '1969-12-31 23:59:59')",
                "objectid_generate_for: 1969-12-31 23:59:59");
        assertError(
                postgresql
                        ? "select objectid_generate_for(timestamptz '2106-02-07 06:28:16+00')"
                        : "select objectid_generate_for(timestamp '2106-02-07 06:28:16')",
                "the range of an ObjectId");
    }

    /**
     * MariaDB where a time loses its fraction by rounding ({@code TIME_ROUND_FRACTIONAL}, MySQL's default): the
     * functions still give the second a {@code datetime(3)} or {@code datetime(6)} value falls in, as Java does, where
     * {@code cast(t as datetime)} gives the next one.
     */
    @Test
    void minForAndGenerateForTakeTheSecondATimeFallsInWhenTheSessionRoundsFractionalSeconds() throws SQLException {
        assumeTrue(!postgresql, "sql_mode is MariaDB's");
        Instant second = Instant.parse("2024-05-01T12:00:00Z");
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("set session sql_mode = concat(@@session.sql_mode, ',TIME_ROUND_FRACTIONAL')");
            statement.execute("create table rounding (t3 datetime(3) not null, t6 datetime(6) not null)");
            statement.execute("insert into rounding values (timestamp '2024-05-01 12:00:00.500',"
                    + " timestamp '2024-05-01 12:00:00.500000'), (timestamp '2024-05-01 12:00:00.999',"
                    + " timestamp '2024-05-01 12:00:00.999999')");
            try (ResultSet row = statement.executeQuery("select cast(t3 as datetime), objectid_min_for(t3),"
                    + " objectid_min_for(t6), objectid_generate_for(t3), objectid_generate_for(t6) from rounding")) {
                while (row.next()) {
                    assertThat(row.getObject(1, LocalDateTime.class))
                            .as("the session rounds")
                            .isEqualTo(LocalDateTime.ofInstant(second.plusSeconds(1), ZoneOffset.UTC));
                    assertThat(row.getBytes(2))
                            .isEqualTo(ObjectId.minFor(second).toByteArray());
                    assertThat(row.getBytes(3))
                            .isEqualTo(ObjectId.minFor(second).toByteArray());
                    assertThat(ObjectId.fromBytes(row.getBytes(4)).timestamp()).isEqualTo(second);
                    assertThat(ObjectId.fromBytes(row.getBytes(5)).timestamp()).isEqualTo(second);
                }
            }
            statement.execute("drop table rounding");
        }
    }

    /** PostgreSQL: the counter's sequence starts over after 16777215, and the ids stay distinct. */
    @Test
    void generateForCountsOnPastTheLastCounter() throws SQLException {
        assumeTrue(postgresql, "the sequence is PostgreSQL's; MariaDB's counter is UUID_SHORT()");
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("select setval('objectid_counter', 16777214)");
            List<Integer> counters = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                try (ResultSet row = statement.executeQuery("select objectid_generate_for(now())")) {
                    row.next();
                    counters.add(ObjectId.fromBytes(row.getBytes(1)).counter());
                }
            }
            assertThat(counters).containsExactly(16777215, 0, 1);
        }
    }

    @Test
    void aRangeOnMinForIsAnIndexRangeScanAndDaysGroupByTheTimestamp() throws SQLException {
        String queries = "sql-functions/" + database.name() + ".sql";
        Instant first = Instant.parse("2024-05-01T00:00:00Z");
        Map<LocalDate, Long> perDay = new TreeMap<>();
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("create table events (id " + (postgresql ? "bytea" : "binary(12)")
                    + " not null primary key, payload varchar(20))");
            try (PreparedStatement insert = connection.prepareStatement("insert into events values (?, 'x')")) {
                for (int i = 0; i < 20_000; i++) {
                    Instant created = first.plusSeconds(30L * i);
                    insert.setBytes(1, ObjectId.generate(created).toByteArray());
                    insert.addBatch();
                    perDay.merge(LocalDate.ofInstant(created, ZoneOffset.UTC), 1L, Long::sum);
                }
                insert.executeBatch();
            }
            statement.execute(postgresql ? "analyze events" : "analyze table events");
            String oneHour = SqlScripts.statement(queries, "one-hour");
            StringBuilder plan = new StringBuilder();
            try (ResultSet rows = statement.executeQuery("explain " + oneHour)) {
                while (rows.next()) {
                    for (int i = 1; i <= rows.getMetaData().getColumnCount(); i++) {
                        plan.append(rows.getMetaData().getColumnLabel(i))
                                .append('=')
                                .append(rows.getString(i))
                                .append(' ');
                    }
                    plan.append('\n');
                }
            }
            try (ResultSet count = statement.executeQuery(oneHour.replace("select *", "select count(*)"))) {
                assertThat(count.next()).isTrue();
                assertThat(count.getInt(1)).as("one row every 30 s").isEqualTo(120);
            }
            System.out.printf("%s plan of%n  %s%n%s%n", database.name(), oneHour, plan);
            if (postgresql) {
                assertThat(plan)
                        .contains("events_pkey")
                        .contains("Index Cond: ((id >= '\\x"
                                + ObjectId.minFor(Instant.parse("2024-05-02T10:00:00Z"))
                                        .toHexString() + "'::bytea)");
            } else {
                assertThat(plan).contains("type=range").contains("key=PRIMARY");
            }
            Map<LocalDate, Long> counted = new TreeMap<>();
            try (ResultSet days = statement.executeQuery(SqlScripts.statement(queries, "per-day"))) {
                while (days.next()) {
                    counted.put(days.getObject(1, LocalDate.class), days.getLong(2));
                }
            }
            assertThat(counted).isEqualTo(perDay);
        }
    }

    private static void assertError(String sql, String message) {
        assertThatThrownBy(() -> {
                    try (Connection connection = database.dataSource().getConnection();
                            Statement statement = connection.createStatement();
                            ResultSet row = statement.executeQuery(sql)) {
                        row.next();
                    }
                })
                .as(sql)
                .isInstanceOf(SQLException.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("22023"));
    }

    /** PostgreSQL's functions take and give timestamptz; MariaDB's take and give a datetime in UTC. */
    private static void setTime(PreparedStatement statement, int index, Instant time) throws SQLException {
        if (postgresql) {
            statement.setObject(index, time.atOffset(ZoneOffset.UTC));
        } else {
            statement.setObject(index, LocalDateTime.ofInstant(time, ZoneOffset.UTC));
        }
    }

    private static Instant time(ResultSet row, int index) throws SQLException {
        return postgresql
                ? row.getObject(index, OffsetDateTime.class).toInstant()
                : row.getObject(index, LocalDateTime.class).toInstant(ZoneOffset.UTC);
    }
}
