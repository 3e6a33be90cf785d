package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.sql.SqlDialect;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
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

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int seed(String sql, String... options) throws IOException {
        Path file = folder.resolve("data.sql");
        Files.writeString(file, sql);
        List<String> args = new ArrayList<>(List.of("seed", file.toString(), "--at", "2024-01-01"));
        args.addAll(List.of(options));
        return ObjectIdCli.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Clock.systemUTC());
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
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
                """.formatted(id(1, 1), id(1, 2), id(1, 7), id(1, 8), id(1, 1), id(2, 1), id(1, 7), id(2, 2),
                id(2, 3)));
    }

    @Test
    void eachDialectWritesItsLiterals() throws IOException {
        assertThat(seed("insert into t values (5);", "--dialect", "postgresql", "--keys", "t.1")).isZero();

        assertThat(out()).isEqualTo("insert into t values ("
                + SqlDialect.POSTGRESQL.literal(ObjectId.of(AT, 1, 5)) + ");");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "insert into owners values ('1', 'x');             | line 1: owners.1 is '1', not an integer key, default"
                + " or null",
        "insert into pets values (1, 'Leo', 'one');         | line 1: pets.3 is 'one', not an integer key or null",
        "insert into owners values (16777216, 'x');        | line 1: owners.1 is 16777216, larger than the largest"
                + " key an ObjectId's counter holds, 16777215",
        "insert into owners values (-1, 'x');              | line 1: owners.1 is -1, not an integer key",
        "\\n\\nupdate owners set name = 'y' where id = 1;  | line 3: update on owners is not INSERT INTO ... VALUES"
                + " (...); its integer keys would stay integers: rewrite it by hand",
        "insert into owners select 1, 'x';                 | line 1: the insert into owners is not INSERT INTO ..."
                + " VALUES (...)",
        "insert into log select id from owners;            | line 1: insert on owners is not INSERT INTO ... VALUES",
        "insert into pets values (1, 'Leo');               | line 1: a row of the insert into pets has 2 values, none"
                + " at position 3 (pets.3)",
        "insert into owners values (1, 'x;                 | line 1: a quote that is not closed",
        "insert into owners values (1, 'x'                 | line 1: a ( that is not closed",
        "insert into owners values ();                     | line 1: owners.1 is empty, not an integer key",
        "insert into owners values (1) (2);                | line 1: expected , or ; after a row of the insert into"
                + " owners, found (",
    })
    void whatCannotBeRewrittenIsAnErrorNamingTheLine(String sql, String message) throws IOException {
        assertThat(seed(sql.replace("\\n", "\n"), "--dialect", "h2", "--keys", "owners.1,pets.1",
                "--refs", "pets.3=owners")).isEqualTo(2);

        assertThat(out()).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("objectid: seed: " + message);
    }

    @Test
    void aNamedKeyColumnNeedsInsertsThatNameTheirColumns() throws IOException {
        assertThat(seed("insert into owners values (1, 'x');", "--dialect", "h2", "--keys", "owners.id"))
                .isEqualTo(2);

        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("objectid: seed: line 1: the insert into owners"
                + " names no columns, so owners.id needs a position (owners.1, ...)");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--dialect h2 --keys owners                     | --keys 'owners' is not <table>.<column>",
        "--dialect h2 --keys owners.1,owners.2          | --keys names table owners twice",
        "--dialect h2 --keys owners.0                   | --keys position '0' is not a whole number from 1",
        "--dialect h2 --keys owners.1 --refs pets.2=vet | --refs 'pets.2=vet' is not <table>.<column>=<table> with"
                + " a table of --keys after the =; --keys names owners",
        "--dialect h2                                   | seed needs --keys",
        "--keys owners.1                                | seed needs --dialect",
    })
    void badOptionsAreErrors(String options, String message) throws IOException {
        assertThat(seed("select 1;", options.split(" "))).isEqualTo(2);

        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("objectid: seed" + message.substring(0, 0))
                .contains(message);
    }
}
