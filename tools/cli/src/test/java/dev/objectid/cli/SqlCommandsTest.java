package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.sql.SqlDialect;
import java.io.IOException;
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

    private final Cli cli = new Cli();

    private int run(String... args) {
        return cli.run(args);
    }

    private String out() {
        return cli.out();
    }

    @ParameterizedTest
    @EnumSource(
            value = SqlDialect.class,
            names = {"POSTGRESQL", "MARIADB", "MYSQL"})
    void sqlFunctionsPrintsTheScriptOfTheDialect(SqlDialect dialect) {
        assertThat(run("sql-functions", "--dialect", dialect.key())).isZero();

        assertThat(out()).isEqualTo(dialect.functionsScript());
        assertThat(cli.err()).isEmpty();
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
        Cli cli = new Cli(Clock.fixed(Instant.parse("2026-05-17T10:00:00Z"), ZoneOffset.UTC));

        assertThat(cli.run("partitions", "orders", "--dialect", "postgresql", "--period", "day", "--add"))
                .isZero();

        assertThat(cli.out().lines().filter(line -> line.startsWith("create")))
                .containsExactly(
                        "create table if not exists \"orders_2026_05_17\" partition of \"orders\"",
                        "create table if not exists \"orders_2026_05_18\" partition of \"orders\"",
                        "create table if not exists \"orders_2026_05_19\" partition of \"orders\"");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "sql-functions                                                 | sql-functions: Missing required option:"
                        + " '--dialect=<d>'",
                "sql-functions --dialect                                       | sql-functions: Missing required parameter"
                        + " for option '--dialect' (<d>)",
                "sql-functions --dialect db2                                   | sql-functions: Invalid value for option"
                        + " '--dialect': unknown SQL dialect 'db2'; accepted: postgresql, mariadb, mysql, h2, hsqldb,"
                        + " sqlserver, oracle",
                "sql-functions --dialect oracle                                | sql-functions: objectid-core has no SQL"
                        + " functions for oracle; it has for postgresql, mariadb, mysql",
                "sql-functions --dialect hsqldb                                | sql-functions: objectid-core has no SQL"
                        + " functions for hsqldb; it has for postgresql, mariadb, mysql",
                "sql-functions --dialect mariadb --dialect mysql               | sql-functions: option '--dialect' (<d>)"
                        + " should be specified only once",
                "sql-functions --dialect mariadb extra                         | sql-functions: Unmatched argument at index"
                        + " 3: 'extra'",
                "partitions --dialect mariadb --period day                     | partitions: Missing required parameter:"
                        + " '<table>'",
                "partitions orders events --dialect mariadb --period day       | partitions: Unmatched argument at index"
                        + " 2: 'events'",
                "partitions orders --period day                                | partitions: Missing required option:"
                        + " '--dialect=<d>'",
                "partitions orders --dialect mariadb                           | partitions: Missing required option:"
                        + " '--period=<period>'",
                "partitions orders --dialect mariadb --period year             | partitions: Invalid value for option"
                        + " '--period': unknown partition period 'year'; accepted: day, week, month",
                "partitions orders --dialect mariadb --period day --count x    | partitions: --count 'x' is not a whole"
                        + " number from 1",
                "partitions orders --dialect mariadb --period day --count 0    | --count '0' is not a whole number from 1",
                "partitions orders --dialect mariadb --period day --count 1001 | Partition count 1001 is out of range: 1 to"
                        + " 1000",
                "partitions orders --dialect mariadb --period day --from May   | partitions: Invalid value for option"
                        + " '--from': 'May' is neither a month (2026-05),",
                "partitions orders --dialect mariadb --period day --add --drop | partitions: Error: --add, --drop are"
                        + " mutually exclusive (specify only one)",
                "partitions orders --dialect mariadb --period day --from 1969-12 | is outside the range of an ObjectId",
                "partitions or-ders --dialect mariadb --period day             | Table name 'or-ders' is not a plain SQL",
                "partitions orders --dialect mariadb --period day --column a-b | Column name 'a-b' is not a plain SQL",
                "partitions orders --dialect mariadb --period day --column s.a | Column name 's.a' is not a plain SQL",
                "partitions orders --dialect h2 --period day                   | partitions: objectid-core has no partition DDL"
                        + " for h2; it has for postgresql, mariadb, mysql",
            })
    void badArgumentsAreOneLineAndAPointerToTheCommandsHelp(String args, String message) {
        assertThat(run(args.split(" "))).isEqualTo(2);

        assertThat(out()).isEmpty();
        String command = args.substring(0, args.indexOf(' ') < 0 ? args.length() : args.indexOf(' '));
        assertThat(cli.err().lines())
                .satisfiesExactly(
                        line -> assertThat(line).startsWith("objectid ").contains(message),
                        line -> assertThat(line)
                                .isEqualTo("Try 'java -jar objectid-cli.jar " + command
                                        + " --help' for more information."));
    }
}
