package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code seed} on statements made of random pieces of seed SQL: it either rewrites the file or reports an error that
 * names the file and a line of it (exit status 2, nothing printed), never an exception of its own. Fixed seeds, so a
 * failure repeats.
 */
class SeedCommandFuzzTest {

    private static final List<String> PIECES = List.of(
            "insert",
            "INSERT",
            "ignore",
            "into",
            "vets",
            "\"vets\"",
            "pets",
            "log",
            "(",
            ")",
            "(",
            ")",
            ",",
            ",",
            ";",
            "\n",
            "id",
            "name",
            "owner_id",
            "values",
            "select",
            "where",
            "not",
            "exists",
            "from",
            "dual",
            "on",
            "conflict",
            "do",
            "nothing",
            "update",
            "set",
            "=",
            "1",
            "2",
            "16777215",
            "16777216",
            "99999999999",
            "default",
            "null",
            "'x'",
            "'it''s'",
            "::",
            "int",
            "cast",
            "as",
            "-- c\n",
            "/* c */",
            "*",
            ".",
            "public",
            "merge",
            "delete",
            "'",
            "/*",
            "`vets`");

    @TempDir
    Path folder;

    @Test
    void randomStatementsAreRewrittenOrAnErrorNamingFileAndLine() throws IOException {
        Path file = folder.resolve("data.sql");
        for (long seed = 0; seed < 1_000; seed++) {
            Random random = new Random(seed);
            StringBuilder sql = new StringBuilder();
            int length = 1 + random.nextInt(30);
            for (int i = 0; i < length; i++) {
                sql.append(PIECES.get(random.nextInt(PIECES.size()))).append(' ');
            }
            Files.writeString(file, sql);
            String dialect = List.of("postgresql", "mariadb", "h2", "oracle").get(random.nextInt(4));
            Cli cli = new Cli();
            List<String> args = new ArrayList<>(List.of(
                    "seed",
                    file.toString(),
                    "--dialect",
                    dialect,
                    "--at",
                    "2024-01-01",
                    "--keys",
                    random.nextBoolean() ? "vets.id,pets.1" : "vets.1,pets.id",
                    "--refs",
                    random.nextBoolean() ? "pets.owner_id=vets" : "pets.2=vets"));
            if (random.nextBoolean()) {
                args.add("--rerunnable");
            }

            int status = cli.run(args.toArray(String[]::new));

            assertThat(status).as("%s", sql).isIn(0, 2);
            if (status == 2) {
                assertThat(cli.out()).as("%s", sql).isEmpty();
                assertThat(cli.err())
                        .as("%s", sql)
                        .matches("(?s)objectid seed: " + Pattern.quote(file.toString()) + ":[1-9][0-9]*: .*");
            }
        }
    }
}
