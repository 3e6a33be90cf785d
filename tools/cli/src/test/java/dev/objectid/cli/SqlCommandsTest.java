package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.sql.SqlDialect;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code sql-functions} and {@code partitions}. The outputs the guide shows are golden files in
 * {@code src/test/resources/cli/}; run with {@code -Dobjectid.writeGoldens=true} to rewrite them.
 */
class SqlCommandsTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return ObjectIdCli.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                Clock.systemUTC());
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @EnumSource(
            value = SqlDialect.class,
            names = {"POSTGRESQL", "MARIADB", "MYSQL"})
    void sqlFunctionsPrintsTheScriptOfTheDialect(SqlDialect dialect) {
        assertThat(run("sql-functions", "--dialect", dialect.key())).isZero();

        assertThat(out()).isEqualTo(dialect.functionsScript());
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "partitions-postgresql.sql, partitions orders --dialect postgresql --period month --from 2026-05 --count 3",
        "partitions-mariadb.sql,    partitions orders --dialect mariadb --period month --from 2026-05 --count 3",
        "partitions-mariadb-add.sql, partitions orders --dialect mariadb --period month --from 2026-08-01 --add",
        "partitions-week-drop.sql,  partitions shop.events --dialect postgresql --period week"
                + " --from 2026-01-01T12:00:00Z --count 2 --drop",
        "partitions-day-column.sql, partitions events --dialect mysql --period day --from 2026-05-17 --count 2"
                + " --column event_id",
        "partitions-reserved-words.sql, partitions order --column group --dialect mariadb --period month"
                + " --from 2026-05-17T12:00:00Z --count 1",
        "partitions-reserved-words-postgresql.sql, partitions Shop.Order --dialect postgresql --period week"
                + " --column Group --from 2026-05-17 --count 1",
    })
    void partitionsPrintsTheDdl(String golden, String command) throws IOException {
        assertThat(run(command.split(" "))).isZero();

        Path file = Path.of("src/test/resources/cli", golden);
        if (Boolean.getBoolean("objectid.writeGoldens")) {
            Files.writeString(file, "-- java -jar objectid-cli.jar " + command + "\n" + out());
        }
        assertThat("-- java -jar objectid-cli.jar " + command + "\n" + out()).isEqualTo(Files.readString(file));
    }

    @Test
    void partitionsStartAtTheCurrentPeriodByDefault() {
        Clock clock = Clock.fixed(Instant.parse("2026-05-17T10:00:00Z"), ZoneOffset.UTC);
        new SqlCommands(new PrintStream(out, true, StandardCharsets.UTF_8), clock)
                .partitions(
                        new String[] {"partitions", "orders", "--dialect", "postgresql", "--period", "day", "--add"});

        assertThat(out().lines().filter(line -> line.startsWith("create")))
                .containsExactly(
                        "create table if not exists \"orders_2026_05_17\" partition of \"orders\"",
                        "create table if not exists \"orders_2026_05_18\" partition of \"orders\"",
                        "create table if not exists \"orders_2026_05_19\" partition of \"orders\"");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "sql-functions                                                 | sql-functions needs --dialect",
                "sql-functions --dialect                                       | sql-functions: --dialect needs a value",
                "sql-functions --dialect db2                                   | unknown SQL dialect 'db2'; accepted:"
                        + " postgresql, mariadb, mysql, h2, sqlserver, oracle",
                "sql-functions --dialect oracle                                | sql-functions: objectid-core has no SQL"
                        + " functions for oracle; it has for postgresql, mariadb, mysql",
                "sql-functions --dialect mariadb --dialect mysql               | --dialect is given twice",
                "sql-functions --dialect mariadb extra                         | sql-functions: unknown argument 'extra'",
                "partitions                                                    | partitions: needs a table name",
                "partitions --dialect mariadb                                  | partitions: needs a table name",
                "partitions orders events --dialect mariadb                    | takes one table name, not orders events",
                "partitions orders --period day                                | partitions needs --dialect",
                "partitions orders --dialect mariadb                           | partitions needs --period",
                "partitions orders --dialect mariadb --period year             | unknown partition period 'year'",
                "partitions orders --dialect mariadb --period day --count x    | --count 'x' is not a whole number from 1",
                "partitions orders --dialect mariadb --period day --count 0    | --count '0' is not a whole number from 1",
                "partitions orders --dialect mariadb --period day --count 1001 | Partition count 1001 is out of range: 1 to"
                        + " 1000",
                "partitions orders --dialect mariadb --period day --from May   | --from 'May' is neither a month (2026-05),",
                "partitions orders --dialect mariadb --period day --add --drop | --add and --drop exclude each other",
                "partitions orders --dialect mariadb --period day --from 1969-12 | is outside the range of an ObjectId",
                "partitions or-ders --dialect mariadb --period day             | Table name 'or-ders' is not a plain SQL",
                "partitions orders --dialect mariadb --period day --column a-b | Column name 'a-b' is not a plain SQL",
                "partitions orders --dialect mariadb --period day --column s.a | Column name 's.a' is not a plain SQL",
                "partitions orders --dialect h2 --period day                   | partitions: objectid-core has no partition DDL"
                        + " for h2; it has for postgresql, mariadb, mysql",
            })
    void badArgumentsPrintTheUsageAndExitWithTwo(String args, String message) {
        assertThat(run(args.split(" "))).isEqualTo(2);

        assertThat(out()).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8))
                .startsWith("objectid: ")
                .contains(message)
                .contains("sql-functions --dialect <d>")
                .contains("partitions <table> --dialect <d>")
                .contains("seed <file>");
    }
}
