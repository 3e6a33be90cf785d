package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seed rewriting on random SQL-ish text, pieces of seed files and of the strings and comments each database reads,
 * run together with and without spaces between them. It rewrites the file or refuses it naming a line of it (the
 * command adds the file's name, {@link SeedCommandTest}), never fails otherwise; and whenever it rewrites, the output
 * is the file's tokens with keys replaced — the tokens of the parts copied from the file are the file's own, in
 * order, and the output's tokens are those of its parts, so no replacement ever ran into a token next to it. Fixed
 * seeds, so a failure repeats.
 */
class SeedRewriteFuzzTest {

    private static final List<String> PIECES = List.of(
            "insert",
            "INSERT",
            "into",
            "vets",
            "pets",
            "\"vets\"",
            "`pets`",
            "log",
            "(",
            ")",
            "(",
            ")",
            ",",
            ",",
            ";",
            ";",
            "\n",
            "id",
            "name",
            "owner_id",
            "values",
            "VALUES",
            "select",
            "SELECT",
            "where",
            "not",
            "exists",
            "from",
            "dual",
            "on",
            "conflict",
            "do",
            "nothing",
            "ignore",
            "update",
            "set",
            "merge",
            "delete",
            "=",
            "1",
            "2",
            "7",
            "16777215",
            "16777216",
            "99999999999",
            "default",
            "null",
            "'x'",
            "'it''s'",
            "'a\\'b'",
            "E'c\\'d'",
            "$$e;f$$",
            "$t$'$t$",
            "X'ab'",
            "::",
            "int",
            "cast",
            "as",
            "-- c\n",
            "/* c */",
            "# c\n",
            "*",
            ".",
            "public",
            "true",
            "'admin'",
            "'",
            "/*");

    private static final Instant AT = Instant.parse("2024-01-01T00:00:00Z");

    @Test
    void theOutputIsTheFilesTokensWithKeysReplacedAndNothingRunTogether() {
        int rewritten = 0;
        for (long seed = 0; seed < 5_000; seed++) {
            Random random = new Random(seed);
            String sql = seed % 2 == 0 ? inserts(random) : pieces(random);
            Dialect dialect = Dialect.all().get(random.nextInt(Dialect.all().size()));
            Map<String, SeedColumn> keys = new LinkedHashMap<>();
            keys.put("vets", random.nextBoolean() ? new SeedColumn("vets", "id", 0) : new SeedColumn("vets", null, 1));
            keys.put("pets", random.nextBoolean() ? new SeedColumn("pets", "id", 0) : new SeedColumn("pets", null, 1));
            Map<SeedColumn, String> refs = Map.of(
                    random.nextBoolean() ? new SeedColumn("pets", "owner_id", 0) : new SeedColumn("pets", null, 2),
                    "vets");
            SeedRewrite rewrite = new SeedRewrite(sql, dialect, AT, keys, refs, random.nextInt(4) == 0);
            String output;
            try {
                output = rewrite.run();
            } catch (SeedError refused) {
                assertThat(refused.line())
                        .as(sql)
                        .isBetween(1, (int) sql.lines().count() + 1);
                assertThat(refused.getMessage()).as(sql).isNotBlank();
                continue;
            } catch (RuntimeException e) {
                throw new AssertionError(
                        "seed " + seed + ", " + dialect.key() + ", " + keys + " " + refs + ": " + sql, e);
            }
            rewritten++;

            List<String> fromPieces = new ArrayList<>();
            List<String> copied = new ArrayList<>();
            List<int[]> copiedRanges = new ArrayList<>();
            for (SeedRewrite.Piece piece : rewrite.pieces()) {
                List<String> tokens = texts(SqlTokens.of(piece.text(), dialect));
                fromPieces.addAll(tokens);
                if (piece.start() >= 0) {
                    copied.addAll(tokens);
                    copiedRanges.add(new int[] {piece.start(), piece.end()});
                }
            }
            List<String> fileTokensCopied = SqlTokens.of(sql, dialect).stream()
                    .filter(token -> copiedRanges.stream().anyMatch(r -> r[0] <= token.start() && token.end() <= r[1]))
                    .map(SqlToken::text)
                    .toList();
            assertThat(texts(SqlTokens.of(output, dialect)))
                    .as("%s: %s -> %s", dialect.key(), sql, output)
                    .isEqualTo(fromPieces);
            assertThat(copied).as("%s: %s -> %s", dialect.key(), sql, output).isEqualTo(fileTokensCopied);
        }
        assertThat(rewritten).as("files rewritten").isGreaterThan(500);
    }

    /** Random pieces, run together or not. */
    private static String pieces(Random random) {
        StringBuilder text = new StringBuilder();
        int length = 1 + random.nextInt(40);
        for (int i = 0; i < length; i++) {
            text.append(pick(random, PIECES));
            if (random.nextInt(3) > 0) {
                text.append(' ');
            }
        }
        return text.toString();
    }

    /**
     * Inserts of the shapes seed rewrites, their tokens apart or run together wherever the database still reads
     * them as two ({@code SELECT'admin'}, {@code VALUES(1,'x')}, {@code 1'x'}).
     */
    private static String inserts(Random random) {
        StringBuilder sql = new StringBuilder();
        for (int statement = 1 + random.nextInt(3); statement > 0; statement--) {
            List<String> tokens =
                    new ArrayList<>(List.of("INSERT", "INTO", pick(random, List.of("vets", "pets", "log"))));
            List<String> columns = new ArrayList<>(List.of("id", "name", "owner_id"));
            columns.removeIf(column -> random.nextInt(3) == 0);
            if (!columns.isEmpty() && random.nextBoolean()) {
                tokens.add("(");
                for (String column : columns) {
                    tokens.addAll(List.of(column, ","));
                }
                tokens.set(tokens.size() - 1, ")");
            }
            int values = 1 + random.nextInt(3);
            if (random.nextBoolean()) {
                tokens.add("VALUES");
                for (int row = 1 + random.nextInt(2); row > 0; row--) {
                    tokens.add("(");
                    values(random, values, tokens);
                    tokens.addAll(List.of(")", ","));
                }
                tokens.remove(tokens.size() - 1);
            } else {
                tokens.add("SELECT");
                values(random, values, tokens);
                if (random.nextBoolean()) {
                    tokens.addAll(
                            List.of("WHERE", "NOT", "EXISTS", "(", "SELECT", "*", "FROM", tokens.get(2), "WHERE"));
                    tokens.addAll(
                            List.of(pick(random, List.of("id", "name")), "=", pick(random, List.of("1", "2", "'x'"))));
                    tokens.add(")");
                }
            }
            if (random.nextInt(3) == 0) {
                tokens.addAll(List.of("ON", "CONFLICT", "DO", "NOTHING"));
            }
            tokens.add(";");
            String previous = "";
            for (String token : tokens) {
                boolean apart = random.nextInt(3) == 0 || joins(previous, token);
                sql.append(apart && !previous.isEmpty() ? pick(random, List.of(" ", "\n", " /* c */ ")) : "")
                        .append(token);
                previous = token;
            }
            sql.append('\n');
        }
        return sql.toString();
    }

    private static void values(Random random, int count, List<String> tokens) {
        for (int i = 0; i < count; i++) {
            tokens.add(pick(random, List.of("1", "7", "default", "null", "'admin'", "'it''s'", "true", "X'ab'")));
            tokens.add(",");
        }
        tokens.remove(tokens.size() - 1);
    }

    /** Whether two tokens written together would read as one: two words, or two strings. */
    private static boolean joins(String left, String right) {
        if (left.isEmpty()) {
            return false;
        }
        char last = left.charAt(left.length() - 1);
        char first = right.charAt(0);
        return SqlTokens.wordCharacter(last) && SqlTokens.wordCharacter(first) || last == '\'' && first == '\'';
    }

    private static String pick(Random random, List<String> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    private static List<String> texts(List<SqlToken> tokens) {
        return tokens.stream().map(SqlToken::text).toList();
    }
}
