package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Captured SQL against a file of expected statements in {@code src/test/resources/expected-sql/}, one tagged region
 * ({@code -- tag::name[]} .. {@code -- end::name[]}) a case, which the guide quotes. Run with
 * {@code -Dexpected.sql.update=true} to rewrite the file after a deliberate change.
 */
public final class ExpectedSql {

    private ExpectedSql() {}

    /**
     * Checks every captured case against the region of the same name in {@code file}.
     *
     * @param file the file name in the expected-SQL directory
     * @param header the comment lines that open the file, without {@code --}
     * @param captured case name to the statements captured for it, one a line
     */
    public static void verify(String file, Map<String, String> captured, String... header) throws IOException {
        Path path = Path.of(System.getProperty("expected.sql.dir", "src/test/resources/expected-sql"))
                .resolve(file);
        if (Boolean.getBoolean("expected.sql.update")) {
            Files.writeString(path, text(captured, header), StandardCharsets.UTF_8);
        }
        assertThat(path).as("expected SQL file").exists();
        Map<String, String> expected = regions(Files.readString(path, StandardCharsets.UTF_8));
        for (Map.Entry<String, String> statement : captured.entrySet()) {
            assertThat(statement.getValue())
                    .as("%s in %s", statement.getKey(), path)
                    .isEqualTo(expected.get(statement.getKey()));
        }
    }

    /** The regions {@code -- tag::name[]} .. {@code -- end::name[]} of an expected file. */
    private static Map<String, String> regions(String text) {
        Map<String, String> regions = new TreeMap<>();
        Matcher region = Pattern.compile(
                        "^-- tag::(\\S+)\\[]\\R(.*?)\\R-- end::\\1\\[]$", Pattern.MULTILINE | Pattern.DOTALL)
                .matcher(text);
        while (region.find()) {
            regions.put(region.group(1), region.group(2));
        }
        return regions;
    }

    /** The captured statements as tagged regions, which the guide's snippet markers can quote. */
    private static String text(Map<String, String> captured, String... header) {
        StringBuilder text = new StringBuilder();
        for (String line : header) {
            text.append("-- ").append(line).append('\n');
        }
        for (Map.Entry<String, String> entry : new TreeMap<>(captured).entrySet()) {
            text.append("\n-- tag::")
                    .append(entry.getKey())
                    .append("[]\n")
                    .append(entry.getValue())
                    .append('\n')
                    .append("-- end::")
                    .append(entry.getKey())
                    .append("[]\n");
        }
        return text.toString();
    }
}
