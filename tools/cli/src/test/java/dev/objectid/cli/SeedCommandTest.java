package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.sql.SqlDialect;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code seed}; the rewritten files run on H2, PostgreSQL and MariaDB in the integration tests' SeedDataTest. */
class SeedCommandTest {

    private static final Instant AT = Instant.parse("2024-01-01T00:00:00Z");

    @TempDir
    Path folder;

    private final Cli cli = new Cli();

    private int seed(String sql, String... options) throws IOException {
        Path file = folder.resolve("data.sql");
        Files.writeString(file, sql);
        List<String> args = new ArrayList<>(List.of("seed", file.toString(), "--at", "2024-01-01"));
        args.addAll(List.of(options));
        return cli.run(args.toArray(String[]::new));
    }

    private String file() {
        return folder.resolve("data.sql").toString();
    }

    private String out() {
        return cli.out();
    }

    private static String id(int table, int key) {
        return "X'" + ObjectId.of(AT, table, key).toHexString() + "'";
    }

    @Test
    void keysAndReferencesBecomeTheIdsOfTheirTablesAndEverythingElseStaysAsItWas() throws IOException {
        String sql = """
                -- owners, then their pets; 'O''Brien; (1, 2)' is a string
                INSERT INTO owners VALUES (default, 'George', 'O''Brien; (1, 2)');
                insert into Owners values (DEFAULT, 'Betty', "x"), (7, 'Jeff', 'Black');
                INSERT INTO owners VALUES (NULL, 'Harold', 'Davis');
                /* a pet of George, one of Jeff, one without owner */
                INSERT INTO pets (name, owner_id, id, birth) VALUES ('Leo', 1, 1, DATE '2010-09-07'),
                    ('Max', 7, 2, concat('2011', '-01-01')), ('Stray', null, 3, null);
                UPDATE settings SET value = 1;
                """;

        assertThat(seed(sql, "--dialect", "mariadb", "--keys", "owners.1,pets.id", "--refs", "pets.owner_id=owners"))
                .isZero();

        assertThat(out()).isEqualTo("""
                -- owners, then their pets; 'O''Brien; (1, 2)' is a string
                INSERT INTO owners VALUES (%s, 'George', 'O''Brien; (1, 2)');
                insert into Owners values (%s, 'Betty', "x"), (%s, 'Jeff', 'Black');
                INSERT INTO owners VALUES (%s, 'Harold', 'Davis');
                /* a pet of George, one of Jeff, one without owner */
                INSERT INTO pets (name, owner_id, id, birth) VALUES ('Leo', %s, %s, DATE '2010-09-07'),
                    ('Max', %s, %s, concat('2011', '-01-01')), ('Stray', null, %s, null);
                UPDATE settings SET value = 1;
                """.formatted(
                        id(1, 1), id(1, 2), id(1, 7), id(1, 8), id(1, 1), id(2, 1), id(1, 7), id(2, 2), id(2, 3)));
    }

    @Test
    void eachDialectWritesItsLiterals() throws IOException {
        assertThat(seed("insert into t values (5);", "--dialect", "postgresql", "--keys", "t.1"))
                .isZero();

        assertThat(out())
                .isEqualTo("insert into t values (" + SqlDialect.POSTGRESQL.literal(ObjectId.of(AT, 1, 5)) + ");");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "insert into owners values ('1', 'x');             | 1 | owners.1 is '1', not an integer key (n, n::type or"
                        + " CAST(n AS type)), default or null",
                "insert into pets values (1, 'Leo', 'one');         | 1 | pets.3 is 'one', not an integer key (n, n::type or"
                        + " CAST(n AS type)) or null",
                "insert into owners values (16777216, 'x');        | 1 | owners.1 is 16777216, larger than the largest key"
                        + " an ObjectId's counter holds, 16777215",
                "insert into owners values (-1, 'x');              | 1 | owners.1 is -1, not an integer key",
                "insert into owners values (16777215, 'x'),\\n (default, 'y'); | 2 | owners.1 is 16777216, larger than the"
                        + " largest key an ObjectId's counter holds, 16777215",
                "\\n\\nupdate owners set name = 'y' where id = 1;  | 3 | update on owners is not an insert seed rewrites;"
                        + " its integer keys would stay integers: rewrite it by hand; accepted: INSERT [IGNORE] INTO",
                "insert into owners select id, 'x' from old;       | 1 | the insert into owners is not one seed rewrites:"
                        + " it selects FROM old, whose keys seed cannot see; accepted: INSERT [IGNORE] INTO <table>",
                "insert into log select id from owners;            | 1 | the insert into log is not one seed rewrites: it"
                        + " selects FROM owners",
                "insert into owners select 1, 'x' where 1 = 1;     | 1 | the insert into owners is not one seed rewrites:"
                        + " its WHERE is not WHERE NOT EXISTS (...)",
                "insert into owners values (1, 'x') on conflict (id) do update set x = 'y'; | 1 | the insert into owners is"
                        + " not one seed rewrites: it ends in on conflict ( id ) do update set x = 'y', not ON CONFLICT ..."
                        + " DO NOTHING",
                "insert into owners values (1, 'x') returning id;  | 1 | the insert into owners is not one seed rewrites:"
                        + " returning after its rows",
                "insert into log values ((select max(id) from owners)); | 1 | a value of the insert into log reads owners;"
                        + " its integer keys would stay integers",
                "insert into pets values (1, 'Leo');               | 1 | a row of the insert into pets has 2 values, none at"
                        + " position 3 (pets.3)",
                "insert into owners values (1, 'x;                 | 1 | a quote that is not closed",
                "insert into owners values (1, 'x'                 | 1 | a ( that is not closed",
                "insert into owners values ();                     | 1 | owners.1 is empty, not an integer key",
                "insert into owners values (1) (2);                | 1 | the insert into owners is not one seed rewrites:"
                        + " ( after its rows",
                "insert into owners values (1, 'x'),\\n  (2, 'y'); /* | 2 | a /* comment that is not closed",
            })
    void whatCannotBeRewrittenIsAnErrorNamingTheFileAndLine(String sql, int line, String message) throws IOException {
        assertThat(seed(
                        sql.replace("\\n", "\n"),
                        "--dialect",
                        "h2",
                        "--keys",
                        "owners.1,pets.1",
                        "--refs",
                        "pets.3=owners"))
                .isEqualTo(2);

        assertThat(out()).isEmpty();
        assertThat(cli.err()).startsWith("objectid seed: " + file() + ":" + line + ": " + message);
    }

    @Test
    void aNamedKeyColumnNeedsInsertsThatNameTheirColumns() throws IOException {
        assertThat(seed("insert into owners values (1, 'x');", "--dialect", "h2", "--keys", "owners.id"))
                .isEqualTo(2);

        assertThat(cli.err())
                .startsWith("objectid seed: " + file() + ":1: the insert"
                        + " into owners names no columns, so owners.id needs a position (owners.1, ...) or the insert a"
                        + " column list");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "--dialect h2 --keys owners                     | --keys 'owners' is not <table>.<column>: a column name, or its"
                        + " position (1, 2, ...) for inserts without a column list",
                "--dialect h2 --keys owners.1,owners.2          | --keys names table owners twice",
                "--dialect h2 --keys owners.0                   | --keys position '0' is not a whole number from 1 to 10000",
                "--dialect h2 --keys owners.1 --refs pets.2=vet | --refs 'pets.2=vet' is not <table>.<column>=<table> with"
                        + " a table of --keys after the =; --keys names owners",
                "--dialect h2                                   | Missing required option: '--keys=<table>.<column>,...'",
                "--keys owners.1                                | Missing required option: '--dialect=<d>'",
                "--keys owners.1 --dialect h2 --rerunable       | Unknown option: '--rerunable'",
            })
    void badOptionsAreErrors(String options, String message) throws IOException {
        assertThat(seed("select 1;", options.split(" "))).isEqualTo(2);

        assertThat(cli.err().lines())
                .containsExactly(
                        "objectid seed: " + message,
                        "Try 'java -jar objectid-cli.jar seed --help' for more information.");
    }

    private static String pg(int table, int key) {
        return SqlDialect.POSTGRESQL.literal(ObjectId.of(AT, table, key));
    }

    @Test
    void petClinicsPostgreSqlShapeKeepsItsGuardsAndConflictClauses() throws IOException {
        String sql = """
                -- guarded by key: the key the identity would give is written, and the guard names it
                INSERT INTO vets (first_name, last_name) SELECT 'James', 'Carter' WHERE NOT EXISTS (SELECT * FROM vets WHERE id=1);
                INSERT INTO "vets" ("first_name", last_name) SELECT 'Helen', 'Leary' WHERE NOT EXISTS (SELECT * FROM vets WHERE id=2);
                INSERT INTO specialties (name) SELECT 'radiology' WHERE NOT EXISTS (SELECT * FROM specialties WHERE name='radiology');
                INSERT INTO vet_specialties VALUES (2, 1) ON CONFLICT (vet_id, specialty_id) DO NOTHING;
                INSERT INTO pets (name, birth_date, owner_id) SELECT 'Leo', '2010-09-07'::date, 2::integer WHERE NOT EXISTS (SELECT * FROM pets WHERE id=1);
                insert into pets (id, name, birth_date, owner_id) values (CAST(2 AS int), 'Max', null, cast(1 as int)) on conflict do nothing;
                """;

        assertThat(seed(
                        sql,
                        "--dialect",
                        "postgresql",
                        "--keys",
                        "vets.id,specialties.id,pets.id",
                        "--refs",
                        "vet_specialties.1=vets,vet_specialties.2=specialties,pets.owner_id=vets"))
                .isZero();

        assertThat(out()).isEqualTo("""
                -- guarded by key: the key the identity would give is written, and the guard names it
                INSERT INTO vets (id, first_name, last_name) SELECT %1$s, 'James', 'Carter' WHERE NOT EXISTS (SELECT * FROM vets WHERE id=%1$s);
                INSERT INTO "vets" (id, "first_name", last_name) SELECT %2$s, 'Helen', 'Leary' WHERE NOT EXISTS (SELECT * FROM vets WHERE id=%2$s);
                INSERT INTO specialties (id, name) SELECT %3$s, 'radiology' WHERE NOT EXISTS (SELECT * FROM specialties WHERE name='radiology');
                INSERT INTO vet_specialties VALUES (%2$s, %3$s) ON CONFLICT (vet_id, specialty_id) DO NOTHING;
                INSERT INTO pets (id, name, birth_date, owner_id) SELECT %4$s, 'Leo', '2010-09-07'::date, %2$s WHERE NOT EXISTS (SELECT * FROM pets WHERE id=%4$s);
                insert into pets (id, name, birth_date, owner_id) values (%5$s, 'Max', null, %1$s) on conflict do nothing;
                """.formatted(pg(1, 1), pg(1, 2), pg(2, 1), pg(3, 1), pg(3, 2)));
    }

    @Test
    void aGuardOnAKeyGivenByPositionIsRewrittenThroughTheInsertsColumnList() throws IOException {
        String sql =
                "INSERT INTO vets (id, name) SELECT 4, 'James' WHERE NOT EXISTS (SELECT 1 FROM vets WHERE id = 4);";

        assertThat(seed(sql, "--dialect", "postgresql", "--keys", "vets.1")).isZero();

        assertThat(out())
                .isEqualTo("INSERT INTO vets (id, name) SELECT %1$s, 'James' WHERE NOT EXISTS (SELECT 1 FROM"
                                .formatted(pg(1, 4))
                        + " vets WHERE id = %s);".formatted(pg(1, 4)));
    }

    @Test
    void aGuardOnTheKeyMustNameTheKeyItsRowGets() throws IOException {
        String sql = """
                INSERT INTO vets (first_name) SELECT 'James' WHERE NOT EXISTS (SELECT * FROM vets WHERE id=1);
                INSERT INTO vets (first_name) SELECT 'Helen' WHERE NOT EXISTS (SELECT * FROM vets WHERE id=3);
                """;

        assertThat(seed(sql, "--dialect", "postgresql", "--keys", "vets.id")).isEqualTo(2);

        assertThat(cli.err())
                .startsWith("objectid seed: " + file() + ":2: the insert"
                        + " into vets is skipped when key 3 exists (WHERE NOT EXISTS ... id = 3), but its row gets key 2, one"
                        + " more than the largest key before it, as the identity would; write the key the guard names into"
                        + " the insert");
    }

    @Test
    void theMySqlShapeKeepsInsertIgnoreOnMariaDbAndGetsTheConflictClauseOfTheOtherDatabases() throws IOException {
        String sql = """
                INSERT IGNORE INTO vets VALUES (1, 'James', 'Carter'), (2, 'Helen', 'Leary');
                INSERT IGNORE INTO `vet_specialties` VALUES (2, 1);
                """;
        String[] options = {
            "--keys", "vets.1,specialties.1", "--refs", "vet_specialties.1=vets," + "vet_specialties.2=specialties"
        };

        assertThat(seed(sql, concat(options, "--dialect", "mariadb"))).isZero();
        assertThat(out()).isEqualTo("""
                INSERT IGNORE INTO vets VALUES (%s, 'James', 'Carter'), (%s, 'Helen', 'Leary');
                INSERT IGNORE INTO `vet_specialties` VALUES (%s, %s);
                """.formatted(id(1, 1), id(1, 2), id(1, 2), id(2, 1)));

        assertThat(seed(sql, concat(options, "--dialect", "postgresql"))).isZero();
        assertThat(out()).isEqualTo("""
                INSERT INTO vets VALUES (%s, 'James', 'Carter'), (%s, 'Helen', 'Leary') ON CONFLICT DO NOTHING;
                INSERT INTO `vet_specialties` VALUES (%s, %s) ON CONFLICT DO NOTHING;
                """.formatted(pg(1, 1), pg(1, 2), pg(1, 2), pg(2, 1)));

        assertThat(seed(sql, concat(options, "--dialect", "h2"))).isZero();
        assertThat(out()).isEqualTo("""
                MERGE INTO vets VALUES (%s, 'James', 'Carter'), (%s, 'Helen', 'Leary');
                MERGE INTO `vet_specialties` VALUES (%s, %s);
                """.formatted(id(1, 1), id(1, 2), id(1, 2), id(2, 1)));
    }

    @Test
    void rerunnableWritesEachDatabasesFormOfAnInsertThatLeavesAnExistingRowAsItIs() throws IOException {
        String sql = """
                insert into vets (id, name) values (default, 'James');
                INSERT INTO vet_specialties (vet_id, specialty_id) VALUES (1, 1) ON CONFLICT (vet_id, specialty_id) DO NOTHING;
                INSERT INTO types (name) SELECT 'cat' WHERE NOT EXISTS (SELECT * FROM types WHERE name = 'cat');
                """;
        String[] options = {"--keys", "vets.id", "--refs", "vet_specialties.vet_id=vets", "--rerunnable"};

        assertThat(seed(sql, concat(options, "--dialect", "postgresql"))).isZero();
        assertThat(out()).isEqualTo("""
                insert into vets (id, name) values (%s, 'James') on conflict do nothing;
                INSERT INTO vet_specialties (vet_id, specialty_id) VALUES (%s, 1) ON CONFLICT (vet_id, specialty_id) DO NOTHING;
                INSERT INTO types (name) SELECT 'cat' WHERE NOT EXISTS (SELECT * FROM types WHERE name = 'cat') ON CONFLICT DO NOTHING;
                """.formatted(pg(1, 1), pg(1, 1)));

        assertThat(seed(sql, concat(options, "--dialect", "mariadb"))).isZero();
        assertThat(out()).isEqualTo("""
                insert into vets (id, name) values (%s, 'James') on duplicate key update id = id;
                INSERT INTO vet_specialties (vet_id, specialty_id) VALUES (%s, 1) ON DUPLICATE KEY UPDATE vet_id = vet_id;
                INSERT INTO types (name) SELECT 'cat' WHERE NOT EXISTS (SELECT * FROM types WHERE name = 'cat') ON DUPLICATE KEY UPDATE name = name;
                """.formatted(id(1, 1), id(1, 1)));

        assertThat(seed(sql, concat(options, "--dialect", "h2"))).isZero();
        assertThat(out()).isEqualTo("""
                merge into vets (id, name) values (%s, 'James');
                MERGE INTO vet_specialties (vet_id, specialty_id) KEY (vet_id, specialty_id) VALUES (%s, 1);
                MERGE INTO types (name) SELECT 'cat' WHERE NOT EXISTS (SELECT * FROM types WHERE name = 'cat');
                """.formatted(id(1, 1), id(1, 1)));
    }

    @Test
    void rerunnableOnMariaDbNeedsAColumnNameRatherThanSilentInsertIgnore() throws IOException {
        assertThat(seed(
                        "\ninsert into vets values (default, 'James');",
                        "--dialect",
                        "mariadb",
                        "--keys",
                        "vets.1",
                        "--rerunnable"))
                .isEqualTo(2);

        assertThat(cli.err())
                .startsWith(
                        "objectid seed: " + file() + ":2: the insert"
                                + " into vets names no columns, so it cannot be made re-runnable on MariaDB and MySQL with ON"
                                + " DUPLICATE KEY UPDATE (INSERT IGNORE would also skip rows that break a foreign key or do not fit)");
    }

    @Test
    void rerunnableRefusesAnInsertItCannotReadAndDatabasesWithoutAForm() throws IOException {
        assertThat(seed(
                        "insert into log select * from audit;",
                        "--dialect",
                        "postgresql",
                        "--keys",
                        "vets.1",
                        "--rerunnable"))
                .isEqualTo(2);
        assertThat(cli.err())
                .startsWith("objectid seed: " + file() + ":1: the insert"
                        + " into log is not one seed rewrites: it selects FROM audit");

        assertThat(seed("insert into vets values (1);", "--dialect", "sqlserver", "--keys", "vets.1", "--rerunnable"))
                .isEqualTo(2);
        assertThat(cli.err())
                .startsWith("objectid seed: " + file() + ":1: the insert"
                        + " into vets is to be re-runnable (--rerunnable), which seed writes for postgresql, mariadb, mysql"
                        + " and h2, not sqlserver");
    }

    @Test
    void withoutRerunnableAnInsertIntoAnotherTableIsCopiedAsItIs() throws IOException {
        String sql = "insert into log select * from audit;\ninsert into vets values (1);\n";

        assertThat(seed(sql, "--dialect", "postgresql", "--keys", "vets.1")).isZero();

        assertThat(out())
                .isEqualTo("insert into log select * from audit;\ninsert into vets values (" + pg(1, 1) + ");\n");
    }

    @Test
    void aKeyPutBeforeAValueThatTouchesAKeywordIsSetApartFromIt() throws IOException {
        String sql = "INSERT INTO roles (username, role) SELECT'admin', 'ROLE_ADMIN' WHERE NOT EXISTS (SELECT * FROM"
                + " roles WHERE id=1);\nINSERT INTO t VALUES(1);\n";

        assertThat(seed(sql, "--dialect", "postgresql", "--keys", "roles.id,t.1"))
                .isZero();

        assertThat(out())
                .isEqualTo("INSERT INTO roles (id, username, role) SELECT %s, 'admin', 'ROLE_ADMIN' WHERE NOT EXISTS"
                                .formatted(pg(1, 1))
                        + " (SELECT * FROM roles WHERE id=%s);\nINSERT INTO t VALUES(%s);\n"
                                .formatted(pg(1, 1), pg(2, 1)));
    }

    @Test
    void aKeyGuardedByAnotherKeyThanItsIdentityGivesIsNamedWithTheLineBeforeAnythingIsPrinted() throws IOException {
        String sql = "INSERT INTO roles (username) SELECT'admin' WHERE NOT EXISTS (SELECT * FROM roles WHERE id=3);";

        assertThat(seed(sql, "--dialect", "postgresql", "--keys", "roles.id")).isEqualTo(2);

        assertThat(out()).isEmpty();
        assertThat(cli.err()).contains(":1: the insert into roles is skipped when key 3 exists");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                // MariaDB and MySQL read a backslash in a string, and # starts a comment
                "mariadb    | `insert into t values (1, 'O\\'Brien (2)'); # don't (3)\ninsert into t values (4, \"a\\\"b\");`"
                        + " | `insert into t values (X'659200800000000001000001', 'O\\'Brien (2)'); # don't (3)\ninsert"
                        + " into t values (X'659200800000000001000004', \"a\\\"b\");`",
                // PostgreSQL reads a backslash in E'...' only, and $$...$$ holds anything
                "postgresql | `insert into t values (1, E'it\\'s (2)'), (3, $$a; (4)$$), (5, $x$'$x$);`"
                        + " | `insert into t values (decode('659200800000000001000001', 'hex'), E'it\\'s (2)'),"
                        + " (decode('659200800000000001000003', 'hex'), $$a; (4)$$), (decode('659200800000000001000005',"
                        + " 'hex'), $x$'$x$);`",
                "postgresql | `insert into t values (1, 'a\\', 2);` | `insert into t values"
                        + " (decode('659200800000000001000001', 'hex'), 'a\\', 2);`",
            })
    void stringsAndCommentsAreReadAsTheDatabaseReadsThem(String dialect, String sql, String rewritten)
            throws IOException {
        assertThat(seed(sql.replace("\\n", "\n"), "--dialect", dialect, "--keys", "t.1"))
                .isZero();

        assertThat(out()).isEqualTo(rewritten.replace("\\n", "\n"));
    }

    @Test
    void hsqldbHasTheStandardBinaryLiteralAndNoReRunnableInsert() throws IOException {
        assertThat(seed("insert into t values (5);", "--dialect", "hsqldb", "--keys", "t.1"))
                .isZero();
        assertThat(out()).isEqualTo("insert into t values (" + id(1, 5) + ");");

        assertThat(seed("insert into t values (5);", "--dialect", "hsqldb", "--keys", "t.1", "--rerunnable"))
                .isEqualTo(2);
        assertThat(cli.err())
                .contains(":1: the insert into t is to be re-runnable (--rerunnable), which seed writes for postgresql,"
                        + " mariadb, mysql and h2, not hsqldb");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "vets.1        | | INSERT INTO vets (first_name, last_name) SELECT 'James', 'Carter' WHERE NOT EXISTS"
                        + " (SELECT * FROM vets WHERE vet_id=1); | vets.1 is 'James', not an integer key (n, n::type or"
                        + " CAST(n AS type)), default or null; position 1 of this insert's columns is first_name"
                        + " (first_name, last_name): name the column instead, vets.vet_id",
                "owners.id,pets.id | pets.5=owners | INSERT INTO pets (name, type_id, owner_id) VALUES ('Leo', 1, 1);"
                        + " | a row of the insert into pets has 3 values, none at position 5 (pets.5); this insert names"
                        + " 3 columns (name, type_id, owner_id): name the column instead, pets.owner_id",
                "owners.id,types.id,pets.id | pets.3=types | INSERT INTO pets (name, type_id, owner_id) VALUES ('Leo',"
                        + " 1, 1); | pets.3 is owner_id in this insert's columns (name, type_id, owner_id), a reference"
                        + " to owners, not to types: name the column instead, pets.type_id",
                "owners.id,pets.id | pets.owner=owners | INSERT INTO pets (name, owner_id) VALUES ('Leo', 1); | the"
                        + " insert into pets has no column owner; its columns are name, owner_id",
                "specialties.1 | | INSERT INTO specialties (name, id) VALUES ('radiology', 1); | specialties.1 is"
                        + " 'radiology', not an integer key (n, n::type or CAST(n AS type)), default or null; position"
                        + " 1 of this insert's columns is name (name, id): name the column instead, specialties.id",
            })
    void aColumnGivenByPositionWhereTheInsertNamesItsColumnsIsToldByItsName(
            String keys, String refs, String sql, String message) throws IOException {
        List<String> options = new ArrayList<>(List.of("--dialect", "postgresql", "--keys", keys));
        if (refs != null) {
            options.addAll(List.of("--refs", refs));
        }

        assertThat(seed(sql, options.toArray(String[]::new))).isEqualTo(2);

        assertThat(cli.err().lines())
                .containsExactly(
                        "objectid seed: " + file() + ":1: " + message,
                        "Try 'java -jar objectid-cli.jar seed --help' for more information.");
    }

    @Test
    void aColumnThatIsBothAKeyAndAReferenceIsRefused() throws IOException {
        assertThat(seed(
                        "insert into pets (owner_id, name) values (7, 'Leo');",
                        "--dialect",
                        "h2",
                        "--keys",
                        "owners.1,pets.1",
                        "--refs",
                        "pets.owner_id=owners"))
                .isEqualTo(2);

        assertThat(cli.err())
                .startsWith(
                        "objectid seed: " + file() + ":1: pets.1 and pets.owner_id are the same column of the insert"
                                + " into pets (owner_id): a column is a key or a reference to one, not both");
    }

    @Test
    void idsNamesTheIdOfEachRowSeededByItsKey() throws IOException {
        Path ids = folder.resolve("ids.properties");
        String sql = """
                insert into owners values (default, 'George'), (7, 'Jeff');
                insert into pets values (2, 'Leo', 7), (1, 'Max', 1);
                insert into log values (1, 'started');
                """;

        assertThat(seed(
                        sql,
                        "--dialect",
                        "h2",
                        "--keys",
                        "owners.1,pets.1",
                        "--refs",
                        "pets.3=owners",
                        "--ids",
                        ids.toString()))
                .isZero();

        assertThat(Files.readAllLines(ids))
                .containsExactly(
                        "# the ids objectid seed gave the rows of " + file() + ": <table>.<key>=<id>",
                        "owners.1=" + ObjectId.of(AT, 1, 1).toHexString(),
                        "owners.7=" + ObjectId.of(AT, 1, 7).toHexString(),
                        "pets.1=" + ObjectId.of(AT, 2, 1).toHexString(),
                        "pets.2=" + ObjectId.of(AT, 2, 2).toHexString());
    }

    @Test
    void idsIsNotWrittenWhenTheFileIsNot() throws IOException {
        Path ids = folder.resolve("ids.properties");

        assertThat(seed(
                        "insert into owners values ('x');",
                        "--dialect",
                        "h2",
                        "--keys",
                        "owners.1",
                        "--ids",
                        ids.toString()))
                .isEqualTo(2);

        assertThat(ids).doesNotExist();
    }

    private static String[] concat(String[] options, String... more) {
        List<String> all = new ArrayList<>(List.of(options));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
