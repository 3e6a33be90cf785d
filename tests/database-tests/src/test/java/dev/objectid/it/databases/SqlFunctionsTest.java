package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.SqlScripts;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.sql.SqlDialect;
import dev.objectid.sql.SqlFunctions;
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
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

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
        String resource = SqlFunctions.resource(postgresql ? SqlDialect.POSTGRESQL : SqlDialect.MARIADB);
        // tag::flyway[]
        Flyway flyway = Flyway.configure()
                .dataSource(database.dataSource())
                .locations("classpath:db/migration", "classpath:dev/objectid/sql/" + database.name())
                .load();
        // end::flyway[]
        assertThat(resource).startsWith("dev/objectid/sql/" + database.name() + "/");
        MigrateResult result = flyway.migrate();
        assertThat(result.migrations).extracting(migration -> migration.description)
                .containsExactly("objectid functions");

        // the script can run again over the functions it created (a second history table applies it again)
        assertThat(Flyway.configure().dataSource(database.dataSource()).table("objectid_again")
                .baselineOnMigrate(true).locations("classpath:dev/objectid/sql/" + database.name()).load()
                .migrate().migrationsExecuted).isEqualTo(1);
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
                    assertThat(row.getBytes(5)).as("objectid_min_for(%s)", time.plusMillis(999))
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
                     + " objectid_from_hex(null), objectid_min_for(null)")) {
            assertThat(row.next()).isTrue();
            for (int i = 1; i <= 4; i++) {
                assertThat(row.getObject(i)).isNull();
            }
        }
    }

    @Test
    void valuesThatAreNotObjectIdsAreErrorsNamingThem() {
        String elevenBytes = postgresql ? "'\\x6632d78000000000000000'::bytea" : "X'6632d78000000000000000'";
        assertError("select objectid_timestamp(" + elevenBytes + ")",
                "objectid_timestamp: 6632d78000000000000000 is 11 bytes, an ObjectId has exactly 12");
        assertError("select objectid_hex(" + elevenBytes + ")",
                "objectid_hex: 6632d78000000000000000 is 11 bytes, an ObjectId has exactly 12");
        assertError("select objectid_from_hex('6632d78000000000000000zz')",
                "objectid_from_hex: '6632d78000000000000000zz' is not an ObjectId, expected 24 hexadecimal digits");
        assertError("select objectid_from_hex('6632d780')", "objectid_from_hex: '6632d780' is not an ObjectId");
        assertError(postgresql ? "select objectid_min_for(timestamptz '1969-12-31 23:59:59+00')"
                : "select objectid_min_for(timestamp '1969-12-31 23:59:59')", "objectid_min_for: 1969-12-31 23:59:59");
        assertError(postgresql ? "select objectid_min_for(timestamptz '2106-02-07 06:28:16+00')"
                : "select objectid_min_for(timestamp '2106-02-07 06:28:16')", "the range of an ObjectId");
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
                        plan.append(rows.getMetaData().getColumnLabel(i)).append('=').append(rows.getString(i))
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
                assertThat(plan).contains("events_pkey").contains("Index Cond: ((id >= '\\x"
                        + ObjectId.minFor(Instant.parse("2024-05-02T10:00:00Z")).toHexString() + "'::bytea)");
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
        }).as(sql).isInstanceOf(SQLException.class).hasMessageContaining(message)
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
        return postgresql ? row.getObject(index, OffsetDateTime.class).toInstant()
                : row.getObject(index, LocalDateTime.class).toInstant(ZoneOffset.UTC);
    }
}
