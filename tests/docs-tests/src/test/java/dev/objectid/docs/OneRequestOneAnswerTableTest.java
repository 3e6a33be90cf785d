package dev.objectid.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The table of docs/errors.md says what Spring Boot, Quarkus and Micronaut answer to the same bad ids: each row must
 * name a test of the same name in each framework's {@code OneRequestOneAnswerTest}, each of those tests must have a
 * row, and a row's status for a framework must be the one that framework's test expects (a test expecting 200 echoes
 * the id back, one expecting 400 a problem body or the status itself).
 */
class OneRequestOneAnswerTableTest {

    private static final Path ROOT = Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();

    /** The frameworks in the order of the table's columns, and their tests. */
    private static final Map<String, Path> TESTS = new LinkedHashMap<>();

    static {
        TESTS.put("Spring Boot", ROOT.resolve("tests/spring-boot-starter-tests/src/test/java/dev/objectid/starter/"
                + "answers/OneRequestOneAnswerTest.java"));
        TESTS.put("Quarkus", ROOT.resolve(
                "tests/quarkus-tests/src/test/java/dev/objectid/quarkus/answers/OneRequestOneAnswerTest.java"));
        TESTS.put("Micronaut", ROOT.resolve(
                "tests/micronaut-tests/src/test/java/dev/objectid/micronaut/it/answers/OneRequestOneAnswerTest.java"));
    }

    /** A row: {@code | `caseName` | request | spring | quarkus | micronaut | answer |}. */
    private static final Pattern ROW = Pattern.compile(
            "^\\| `(\\w+)` \\| [^|]+ \\| ([^|]+) \\| ([^|]+) \\| ([^|]+) \\| .+\\|$", Pattern.MULTILINE);
    private static final Pattern TEST = Pattern.compile("@Test\\R\\s+void (\\w+)\\(\\) \\{\\R(.*?)\\R    }\\R",
            Pattern.DOTALL);

    @Test
    void everyRowIsATestOfEachFrameworkAndEveryTestARow() throws IOException {
        Map<String, List<String>> rows = rows();
        assertThat(rows).as("rows of the table in docs/errors.md").isNotEmpty();
        for (Map.Entry<String, Path> framework : TESTS.entrySet()) {
            assertThat(tests(framework.getValue()).keySet()).as(framework.getKey() + " tests against the table's rows")
                    .containsExactlyInAnyOrderElementsOf(rows.keySet());
        }
    }

    /** Quarkus REST with JSON-B instead of Jackson has the same tests: the bodies are read by Yasson. */
    @Test
    void quarkusWithJsonbHasTheSameTests() throws IOException {
        Path jsonb = ROOT.resolve("tests/quarkus-jsonb-tests/src/test/java/dev/objectid/quarkus/jsonb/answers/"
                + "OneRequestOneAnswerTest.java");
        assertThat(tests(jsonb).keySet()).containsExactlyInAnyOrderElementsOf(rows().keySet());
    }

    @Test
    void everyStatusInTheTableIsTheOneTheTestExpects() throws IOException {
        int column = 0;
        for (Map.Entry<String, Path> framework : TESTS.entrySet()) {
            Map<String, String> tests = tests(framework.getValue());
            for (Map.Entry<String, List<String>> row : rows().entrySet()) {
                String status = row.getValue().get(column).trim();
                String test = tests.get(row.getKey());
                String what = framework.getKey() + " " + row.getKey() + " (" + status + ")";
                if (status.startsWith("200")) {
                    assertThat(test).as(what).contains("echo(").doesNotContain("problem(");
                } else {
                    assertThat(status).as(what).startsWith("400");
                    assertThat(test).as(what).containsAnyOf("problem(", "isEqualTo(400)").doesNotContain("echo(");
                }
            }
            column++;
        }
    }

    /** Test case to its three status cells, in the order of the table. */
    private static Map<String, List<String>> rows() throws IOException {
        String page = Files.readString(ROOT.resolve("docs/errors.md"));
        Map<String, List<String>> rows = new LinkedHashMap<>();
        Matcher row = ROW.matcher(page);
        while (row.find()) {
            assertThat(rows.put(row.group(1), List.of(row.group(2), row.group(3), row.group(4))))
                    .as("rows named " + row.group(1)).isNull();
        }
        return rows;
    }

    /** Test method to its body. */
    private static Map<String, String> tests(Path file) throws IOException {
        Map<String, String> tests = new LinkedHashMap<>();
        Matcher test = TEST.matcher(Files.readString(file));
        while (test.find()) {
            tests.put(test.group(1), test.group(2));
        }
        return tests;
    }
}
