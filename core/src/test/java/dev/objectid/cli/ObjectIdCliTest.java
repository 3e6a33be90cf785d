package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ObjectIdCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return ObjectIdCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void generatePrintsIncreasingIdsOneALine() {
        assertThat(run("generate", "5")).isZero();

        List<ObjectId> ids = out().lines().map(ObjectId::parse).toList();
        assertThat(ids).hasSize(5).isSorted().doesNotHaveDuplicates();
        assertThat(err()).isEmpty();
    }

    @Test
    void generateWithoutACountPrintsOneId() {
        assertThat(run("generate")).isZero();
        assertThat(out().lines()).hasSize(1).allMatch(ObjectId::isValid);
    }

    @Test
    void inspectDecodesBothLayouts() {
        assertThat(run("inspect", "66322ec0a1b2c3d4e50f1e2d", "000000000000000000000001")).isZero();

        assertThat(out()).isEqualTo(String.join(System.lineSeparator(),
                "66322ec0a1b2c3d4e50f1e2d",
                "  timestamp      2024-05-01T12:00:00Z (epoch second 1714564800)",
                "  process value  a1b2c3d4e5",
                "  counter        990765 (0x0f1e2d)",
                "  old layout     machine 0xa1b2c3, pid 54501, counter 990765",
                "000000000000000000000001",
                "  timestamp      1970-01-01T00:00:00Z (epoch second 0)",
                "  process value  0000000000",
                "  counter        1 (0x000001)",
                "  old layout     machine 0x000000, pid 0, counter 1",
                ""));
    }

    @Test
    void rangePrintsBoundsAndSqlForEachDatabase() {
        assertThat(run("range", "2024-05-01T12:00:00.500Z", "2024-05-02")).isZero();

        assertThat(out()).isEqualTo(String.join(System.lineSeparator(),
                "rows created in [2024-05-01T12:00:00Z, 2024-05-02T00:00:00Z), to the second",
                "  min id (inclusive)    66322ec00000000000000000",
                "  max id (inclusive)    6632d77fffffffffffffffff",
                "  PostgreSQL            id >= '\\x66322ec00000000000000000'::bytea"
                        + " AND id < '\\x6632d7800000000000000000'::bytea",
                "  MySQL, MariaDB, H2    id >= X'66322ec00000000000000000' AND id < X'6632d7800000000000000000'",
                ""));
    }

    @Test
    void generateAtPrintsDistinctIdsCreatedAtTheInstantGiven() {
        assertThat(run("generate", "--at", "2024-05-01T12:00:00.500Z", "--count", "3")).isZero();

        List<ObjectId> ids = out().lines().map(ObjectId::parse).toList();
        assertThat(ids).hasSize(3).doesNotHaveDuplicates()
                .allSatisfy(id -> assertThat(id.timestamp()).isEqualTo(Instant.parse("2024-05-01T12:00:00Z")));
        assertThat(err()).isEmpty();
    }

    @Test
    void generateAtADatePrintsOneIdOfItsMidnight() {
        assertThat(run("generate", "--at", "2024-05-01")).isZero();

        assertThat(out().lines().map(ObjectId::parse).toList()).singleElement()
                .satisfies(id -> assertThat(id.timestamp()).isEqualTo(Instant.parse("2024-05-01T00:00:00Z")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "h2         | X'66322ec0a1b2c3d4e50f1e2d'",
        "mariadb    | X'66322ec0a1b2c3d4e50f1e2d'",
        "mysql      | X'66322ec0a1b2c3d4e50f1e2d'",
        "postgresql | '\\x66322ec0a1b2c3d4e50f1e2d'::bytea",
        "sqlserver  | 0x66322ec0a1b2c3d4e50f1e2d",
        "oracle     | HEXTORAW('66322ec0a1b2c3d4e50f1e2d')",
        "PostgreSQL | '\\x66322ec0a1b2c3d4e50f1e2d'::bytea",
    })
    void sqlPrintsTheLiteralOfTheDialect(String dialect, String literal) {
        assertThat(run("sql", "66322EC0A1B2C3D4E50F1E2D", "--dialect", dialect)).isZero();

        assertThat(out()).isEqualTo(literal + System.lineSeparator());
    }

    @Test
    void sqlPrintsOneLiteralPerIdWhereverTheDialectIsGiven() {
        assertThat(run("sql", "--dialect", "h2", "66322ec0a1b2c3d4e50f1e2d", "000000000000000000000001")).isZero();

        assertThat(out().lines()).containsExactly("X'66322ec0a1b2c3d4e50f1e2d'", "X'000000000000000000000001'");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "\"\"                                            | no command given",
        "frobnicate                                    | unknown command 'frobnicate'",
        "generate 0                                    | '0' is not a number of ids between 1 and 10000000",
        "generate ten                                  | 'ten' is not a number of ids",
        "generate 10000001                             | '10000001' is not a number of ids",
        "generate 1 2                                  | at most one argument",
        "inspect                                       | inspect needs at least one id",
        "inspect 66322ec0a1b2c3d4e50f1e2d 66322ec0a1b2 | length is 12",
        "inspect 66322ec0a1b2c3d4e50f1e2z              | character 'z' (U+007A) at index 23",
        "range 2024-05-01                              | range needs two arguments",
        "range yesterday 2024-05-02                    | <from> 'yesterday' is neither an ISO-8601 instant",
        "range 2024-05-02 2024-05-01                   | must be at least one second after <from>",
        "range 1969-12-31 2024-05-01                   | outside the range of an ObjectId timestamp",
        "range 2024-05-01T00:00:00Z 2107-01-01         | 2107-01-01T00:00:00Z is outside",
        "generate --count 3                            | --count needs --at <instant>",
        "generate --at                                 | --at needs a value",
        "generate --at tomorrow                        | <at> 'tomorrow' is neither an ISO-8601 instant",
        "generate --at 2107-01-01                      | --at: Instant 2107-01-01T00:00:00Z is outside the range",
        "generate --at 2024-05-01 --count 0            | '0' is not a number of ids between 1 and 10000000",
        "generate --at 2024-05-01 --every 2            | unknown option '--every'; expected --at or --count",
        "sql 66322ec0a1b2c3d4e50f1e2d                  | sql needs --dialect h2|postgresql|mariadb|mysql",
        "sql 66322ec0a1b2c3d4e50f1e2d --dialect        | sql needs --dialect h2|postgresql|mariadb|mysql",
        "sql 66322ec0a1b2c3d4e50f1e2d --dialect db2    | unknown dialect 'db2'; expected one of h2|postgresql",
        "sql --dialect h2                              | sql needs at least one id",
        "sql 66322ec0a1b2 --dialect h2                 | sql: Invalid ObjectId \"66322ec0a1b2\": length is 12",
    })
    void badArgumentsPrintTheUsageOnStandardErrorAndExitWithTwo(String args, String message) {
        String[] argv = args.isEmpty() ? new String[0] : args.split(" ");

        assertThat(run(argv)).isEqualTo(2);

        assertThat(out()).as("nothing on standard output").isEmpty();
        assertThat(err()).startsWith("objectid: ").contains(message).contains("usage: java -jar");
    }
}
