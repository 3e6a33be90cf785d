package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.sql.SqlDialect;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ObjectIdCliTest {

    private final Cli cli = new Cli();

    private int run(String... args) {
        return cli.run(args);
    }

    private String out() {
        return cli.out();
    }

    private String err() {
        return cli.err();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "import --help                                    | import",
                "import --url jdbc:h2:mem:shop --help orders.json | import",
                "seed --help                                      | seed",
                "seed -h                                          | seed",
                "help seed                                        | seed",
                "generate --help                                  | generate",
                "partitions --help                                | partitions",
            })
    void helpOfACommandIsThatCommandsAloneAndRunsNothing(String commandLine, String command) {
        assertThat(run(commandLine.split(" "))).isZero();

        assertThat(out()).contains("Usage: java -jar objectid-cli.jar " + command + " ");
        assertThat(out().lines().filter(line -> line.startsWith("Usage: "))).hasSize(1);
        assertThat(err()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h", "help"})
    void helpListsTheCommands(String help) {
        assertThat(run(help)).isZero();

        assertThat(out())
                .startsWith("Usage: java -jar objectid-cli.jar [-hV] [COMMAND]")
                .contains("  generate ", "  inspect ", "  range ", "  sql ", "  sql-functions ", "  partitions ")
                .contains("  seed ", "  import ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--version", "-V", "seed --version"})
    void versionPrintsTheProjectsVersion(String commandLine) {
        assertThat(run(commandLine.split(" "))).isZero();

        assertThat(out().strip()).isEqualTo("objectid-cli " + System.getProperty("project.version"));
    }

    @Test
    void optionsTakeTheirValueAfterAnEqualsSign() {
        assertThat(run("generate", "--at=2024-05-01", "--count=2", "--counter=1", "--dialect=h2"))
                .isZero();

        assertThat(out().lines()).containsExactly("X'663186000000000000000001'", "X'663186000000000000000002'");
    }

    @Test
    void helpAsTheValueOfAnOptionIsRefusedAsAValue() {
        assertThat(run("generate", "--dialect", "--help")).isEqualTo(2);

        assertThat(err()).contains("--help");
        assertThat(out()).isEmpty();
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
        assertThat(run("inspect", "66322ec0a1b2c3d4e50f1e2d", "000000000000000000000001"))
                .isZero();

        assertThat(out())
                .isEqualTo(String.join(
                        System.lineSeparator(),
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

        assertThat(out())
                .isEqualTo(String.join(
                        System.lineSeparator(),
                        "rows created in [2024-05-01T12:00:00Z, 2024-05-02T00:00:00Z), to the second",
                        "  min id (inclusive)          66322ec00000000000000000",
                        "  max id (inclusive)          6632d77fffffffffffffffff",
                        "  postgresql                  id >= decode('66322ec00000000000000000', 'hex')"
                                + " AND id < decode('6632d7800000000000000000', 'hex')",
                        "  mariadb, mysql, h2, hsqldb  id >= X'66322ec00000000000000000'"
                                + " AND id < X'6632d7800000000000000000'",
                        "  sqlserver                   id >= 0x66322ec00000000000000000 AND id < 0x6632d7800000000000000000",
                        "  oracle                      id >= HEXTORAW('66322ec00000000000000000')"
                                + " AND id < HEXTORAW('6632d7800000000000000000')",
                        ""));
    }

    @Test
    void generateAtPrintsDistinctIdsCreatedAtTheInstantGiven() {
        assertThat(run("generate", "--at", "2024-05-01T12:00:00.500Z", "--count", "3"))
                .isZero();

        List<ObjectId> ids = out().lines().map(ObjectId::parse).toList();
        assertThat(ids)
                .hasSize(3)
                .doesNotHaveDuplicates()
                .allSatisfy(id -> assertThat(id.timestamp()).isEqualTo(Instant.parse("2024-05-01T12:00:00Z")));
        assertThat(err()).isEmpty();
    }

    @Test
    void generateAtADatePrintsOneIdOfItsMidnight() {
        assertThat(run("generate", "--at", "2024-05-01")).isZero();

        assertThat(out().lines().map(ObjectId::parse).toList())
                .singleElement()
                .satisfies(id -> assertThat(id.timestamp()).isEqualTo(Instant.parse("2024-05-01T00:00:00Z")));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "h2         | X'66322ec0a1b2c3d4e50f1e2d'",
                "mariadb    | X'66322ec0a1b2c3d4e50f1e2d'",
                "mysql      | X'66322ec0a1b2c3d4e50f1e2d'",
                "postgresql | decode('66322ec0a1b2c3d4e50f1e2d', 'hex')",
                "sqlserver  | 0x66322ec0a1b2c3d4e50f1e2d",
                "oracle     | HEXTORAW('66322ec0a1b2c3d4e50f1e2d')",
                "PostgreSQL | decode('66322ec0a1b2c3d4e50f1e2d', 'hex')",
                "hsqldb     | X'66322ec0a1b2c3d4e50f1e2d'",
            })
    void sqlPrintsTheLiteralOfTheDialect(String dialect, String literal) {
        assertThat(run("sql", "66322EC0A1B2C3D4E50F1E2D", "--dialect", dialect)).isZero();

        assertThat(out()).isEqualTo(literal + System.lineSeparator());
    }

    @Test
    void sqlPrintsOneLiteralPerIdWhereverTheDialectIsGiven() {
        assertThat(run("sql", "--dialect", "h2", "66322ec0a1b2c3d4e50f1e2d", "000000000000000000000001"))
                .isZero();

        assertThat(out().lines()).containsExactly("X'66322ec0a1b2c3d4e50f1e2d'", "X'000000000000000000000001'");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "66322EC0A1B2C3D4E50F1E2D",
                "{\"$oid\":\"66322ec0a1b2c3d4e50f1e2d\"}",
                "{ \"$oid\" : \"66322ec0a1b2c3d4e50f1e2d\" }",
                "ObjectId(\"66322ec0a1b2c3d4e50f1e2d\")",
                "ObjectId('66322ec0a1b2c3d4e50f1e2d')",
                "new ObjectId(\"66322ec0a1b2c3d4e50f1e2d\")",
            })
    void inspectReadsHexExtendedJsonAndTheShellForm(String argument) {
        assertThat(run("inspect", argument)).isZero();

        assertThat(out())
                .startsWith(
                        "66322ec0a1b2c3d4e50f1e2d" + System.lineSeparator() + "  timestamp      2024-05-01T12:00:00Z");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "{\"$oid\":\"zz\"}                      | Invalid ObjectId \"zz\": length is 2, expected 24 hexadecimal digits"
                        + " (0-9, a-f, A-F) in {\"$oid\": ...}",
                "{\"_id\":\"66322ec0a1b2c3d4e50f1e2d\"} | Invalid ObjectId \"{\"_id\":\"66322ec0a1b2c3d4e50f1e2d\"}\": length is 34",
                "ObjectId(\"66322ec0a1b2c3d4e50f1e2\")  | Invalid ObjectId \"66322ec0a1b2c3d4e50f1e2\": length is 23"
                        + ", expected 24 hexadecimal digits (0-9, a-f, A-F) in ObjectId(...)",
            })
    void inspectNamesWhatIsWrongWithPlainQuotesAndTheFormsAccepted(String argument, String message) {
        assertThat(run("inspect", argument)).isEqualTo(2);

        assertThat(err())
                .startsWith("objectid inspect: " + message)
                .contains("; accepted: 24 hexadecimal digits, {\"$oid\":\"<24 hex digits>\"} or"
                        + " ObjectId(\"<24 hex digits>\")")
                .doesNotContain("\\u0022");
    }

    @Test
    void generateWithACounterPrintsFixedIdsForEachTimeTheSameOnEveryRun() {
        String[] fixtures = {
            "generate", "--at", "2024-01-10T09:00:00Z,2024-02-05T14:30:00Z,2024-03-01T08:15:00Z", "--counter", "1"
        };

        assertThat(run(fixtures)).isZero();
        String first = out();
        assertThat(run(fixtures)).isZero();

        assertThat(out()).isEqualTo(first);
        assertThat(first.lines().toList())
                .containsExactly(
                        ObjectId.of(Instant.parse("2024-01-10T09:00:00Z"), 0, 1).toHexString(),
                        ObjectId.of(Instant.parse("2024-02-05T14:30:00Z"), 0, 2).toHexString(),
                        ObjectId.of(Instant.parse("2024-03-01T08:15:00Z"), 0, 3).toHexString());
        assertThat(first.lines().findFirst()).hasValue("659e5c900000000000000001");
        assertThat(err()).isEmpty();
    }

    @Test
    void generateWithAProcessValuePrintsCountIdsAtEachTimeCountingOnAsSqlLiterals() {
        assertThat(run(
                        "generate",
                        "--at",
                        "2024-05,2024-05-02",
                        "--count",
                        "2",
                        "--process",
                        "a1b2c3d4e5",
                        "--counter",
                        "16777212",
                        "--dialect",
                        "postgresql"))
                .isZero();

        long process = 0xa1b2c3d4e5L;
        assertThat(out().lines().toList())
                .containsExactly(
                        SqlDialect.POSTGRESQL.literal(
                                ObjectId.of(Instant.parse("2024-05-01T00:00:00Z"), process, 16777212)),
                        SqlDialect.POSTGRESQL.literal(
                                ObjectId.of(Instant.parse("2024-05-01T00:00:00Z"), process, 16777213)),
                        SqlDialect.POSTGRESQL.literal(
                                ObjectId.of(Instant.parse("2024-05-02T00:00:00Z"), process, 16777214)),
                        SqlDialect.POSTGRESQL.literal(
                                ObjectId.of(Instant.parse("2024-05-02T00:00:00Z"), process, 16777215)));
    }

    @Test
    void generateAtSeveralTimesWithoutFixingPrintsDistinctIdsInTheOrderOfTheTimes() {
        assertThat(run("generate", "--at", "2024-05-02,2024-05-01T12:00:00.5Z", "--count", "3"))
                .isZero();

        List<ObjectId> ids = out().lines().map(ObjectId::parse).toList();
        assertThat(ids)
                .hasSize(6)
                .doesNotHaveDuplicates()
                .extracting(ObjectId::timestamp)
                .containsExactly(
                        Instant.parse("2024-05-02T00:00:00Z"), Instant.parse("2024-05-02T00:00:00Z"),
                        Instant.parse("2024-05-02T00:00:00Z"), Instant.parse("2024-05-01T12:00:00Z"),
                        Instant.parse("2024-05-01T12:00:00Z"), Instant.parse("2024-05-01T12:00:00Z"));
        assertThat(ids.stream().map(ObjectId::processValue).distinct()).hasSize(1);
    }

    @Test
    void generateWithADialectPrintsLiterals() {
        assertThat(run("generate", "2", "--dialect", "mariadb")).isZero();

        assertThat(out().lines())
                .hasSize(2)
                .allSatisfy(literal -> assertThat(literal).matches("X'[0-9a-f]{24}'"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "\"\"                                            | objectid: no command given; the commands are generate,"
                        + " inspect, range, sql, sql-functions, partitions, seed, import, help",
                "frobnicate                                    | objectid: unknown command 'frobnicate'; the commands are",
                "generate 0                                    | objectid generate: the number of ids '0' is not a whole"
                        + " number from 1 to 10000000",
                "generate ten                                  | 'ten' is not a whole number",
                "generate +5                                   | '+5' is not a whole number",
                "generate 10000001                             | '10000001' is not a whole number",
                "generate 1 2                                  | objectid generate: Unmatched argument at index 2: '2'",
                "inspect                                       | objectid inspect: Missing required parameter: '<id>'",
                "inspect 66322ec0a1b2c3d4e50f1e2d 66322ec0a1b2 | length is 12",
                "inspect 66322ec0a1b2c3d4e50f1e2z              | character 'z' (U+007A) at index 23",
                "range 2024-05-01                              | objectid range: Missing required parameter: '<to>'",
                "range yesterday 2024-05-02                    | objectid range: Invalid value for positional parameter at"
                        + " index 0 (<from>): 'yesterday' is neither a month (2026-05), a day",
                "range 2024-05-02 2024-05-01                   | must be at least one second after <from>",
                "range 1969-12-31 2024-05-01                   | outside the range of an ObjectId timestamp",
                "range 2024-05-01T00:00:00Z 2107-01-01         | 2107-01-01T00:00:00Z is outside",
                "generate --count 3                            | objectid generate: --count needs --at <time>",
                "generate --counter 3                          | --counter needs --at <time>",
                "generate --at                                 | objectid generate: Missing required parameter for option"
                        + " '--at'",
                "generate --at tomorrow                        | --at: 'tomorrow' is neither a month",
                "generate --at 2024-05-01,                     | --at: '' is neither a month",
                "generate --at 2107-01-01                      | --at: Instant 2107-01-01T00:00:00Z is outside the range",
                "generate --at 2024-05-01 --count 0            | --count '0' is not a whole number from 1 to 10000000",
                "generate --at 2024-05-01 3                    | with --at, the number of ids is --count <n>, not '3'",
                "generate --at 2024-05-01 --at 2024-05-02      | option '--at' (<time>[,<time>...]) should be specified only"
                        + " once",
                "generate --at 2024-05-01 --every 2            | objectid generate: Unknown option: '--every'",
                "generate --at 2024-05-01 --process 2a         | --process '2a' is not a process value: 10 hexadecimal digits",
                "generate --at 2024-05-01 --process 00000000zz | --process '00000000zz' is not a process value",
                "generate --at 2024-05-01 --counter -1         | --counter '-1' is not a whole number from 0 to 16777215",
                "generate --at 2024-05-01 --counter 16777215 --count 2 | --counter 16777215 leaves room for 1 ids, not 2",
                "generate --at 2024-05-01,2024-05-02 --count 5000001 | 2 times of 5000001 ids each is more than 10000000",
                "generate 2 --dialect db2                      | objectid generate: Invalid value for option '--dialect':"
                        + " unknown SQL dialect 'db2'; accepted: postgresql, mariadb, mysql, h2, hsqldb, sqlserver, oracle",
                "sql 66322ec0a1b2c3d4e50f1e2d                  | objectid sql: Missing required option: '--dialect=<d>'",
                "sql 66322ec0a1b2c3d4e50f1e2d --dialect        | objectid sql: Missing required parameter for option"
                        + " '--dialect' (<d>)",
                "sql 66322ec0a1b2c3d4e50f1e2d --dialect db2    | unknown SQL dialect 'db2'; accepted: postgresql",
                "sql --dialect h2                              | objectid sql: Missing required parameter: '<id>'",
                "sql 66322ec0a1b2 --dialect h2                 | objectid sql: Invalid ObjectId \"66322ec0a1b2\": length is 12",
                "import pom.xml                                | objectid import: Missing required option:"
                        + " '--url=<jdbc-url>'",
                "import --url postgres://db/shop pom.xml       | objectid import: --url 'postgres://db/shop' is not a JDBC"
                        + " URL",
                "import --url jdbc:h2:mem:shop                 | objectid import: Missing required parameter: '<file>'",
                "import --url jdbc:h2:mem:shop --table t pom.xml pom.xml | --table names the table of one file",
                "import --url jdbc:h2:mem:shop orders.json     | objectid import: no file 'orders.json'",
                "import --url jdbc:h2:mem:shop --mapping m.json pom.xml | objectid import: --mapping: no file 'm.json'",
                "import --url jdbc:h2:mem:shop --threads 0 pom.xml | --threads '0' is not a whole number from 1 to 64",
                "import --url jdbc:h2:mem:shop --threads 65 pom.xml | --threads '65' is not a whole number from 1 to 64",
                "import --url jdbc:h2:mem:shop --threads all pom.xml | --threads 'all' is not a whole number from 1 to 64",
                "import --url jdbc:h2:mem:shop --threads 2 --json-array pom.xml | --threads converts JSON Lines files on "
                        + "several threads; a JSON array (--json-array) is read and converted in order on one",
                "import --url jdbc:h2:mem:shop pom.xml --password | objectid import: --password without a value asks for"
                        + " the password on a terminal, and there is none; give it in the environment variable"
                        + " OBJECTID_PASSWORD",
                "import --url jdbc:h2:mem:shop --password --user sa pom.xml | objectid import: --password without a"
                        + " value asks for the password on a terminal",
            })
    void badArgumentsAreOneLineAndAPointerToTheCommandsHelp(String args, String message) {
        String[] argv = args.isEmpty() ? new String[0] : args.split(" ");

        assertThat(run(argv)).isEqualTo(2);

        assertThat(out()).as("nothing on standard output").isEmpty();
        String command = argv.length == 0 || argv[0].equals("frobnicate") ? "" : " " + argv[0];
        assertThat(err().lines())
                .satisfiesExactly(
                        line -> assertThat(line).startsWith("objectid").contains(message),
                        line -> assertThat(line)
                                .isEqualTo("Try 'java -jar objectid-cli.jar" + command
                                        + " --help' for more information."));
    }
}
