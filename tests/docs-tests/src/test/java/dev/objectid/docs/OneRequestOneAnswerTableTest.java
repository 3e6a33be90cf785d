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
 * The table of docs/errors.md says what Spring Boot, Quarkus and Micronaut answer to the same bad ids. The cases are
 * written once, in tests/answers-kit's {@code OneRequestOneAnswerCases}, and each framework's
 * {@code OneRequestOneAnswerTest} extends it, overriding a case ({@code @Test} of the same name) or implementing the
 * part of one that is its own (a method of the case's name that takes the answer). A framework's tests are the
 * shared cases with its overrides and hooks: each row must name a test of each framework, each of those tests must
 * have a row, and a row's status for a framework must be the one that framework's test expects (a test expecting 200
 * echoes the id back, one expecting 400 a problem body or the status itself).
 */
class OneRequestOneAnswerTableTest {

    private static final Path ROOT =
            Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();

    /** The cases, written once. */
    private static final Path CASES =
            ROOT.resolve("tests/answers-kit/src/main/java/dev/objectid/answers/OneRequestOneAnswerCases.java");

    /** The frameworks in the order of the table's columns, and their tests. */
    private static final Map<String, Path> TESTS = new LinkedHashMap<>();

    static {
        TESTS.put(
                "Spring Boot",
                ROOT.resolve("tests/spring-boot-starter-tests/src/test/java/dev/objectid/starter/"
                        + "answers/OneRequestOneAnswerTest.java"));
        TESTS.put(
                "Quarkus",
                ROOT.resolve(
                        "tests/quarkus-tests/src/test/java/dev/objectid/quarkus/answers/OneRequestOneAnswerTest.java"));
        TESTS.put(
                "Micronaut",
                ROOT.resolve(
                        "tests/micronaut-tests/src/test/java/dev/objectid/micronaut/it/answers/OneRequestOneAnswerTest.java"));
    }

    /** A row: {@code | `caseName` | request | spring | quarkus | micronaut | answer |}. */
    private static final Pattern ROW = Pattern.compile(
            "^\\| `(\\w+)` \\| [^|]+ \\| ([^|]+) \\| ([^|]+) \\| ([^|]+) \\| .+\\|$", Pattern.MULTILINE);
    /** A method with a body, and the annotations on the lines above it: annotations, name, parameters, body. */
    private static final Pattern METHOD = Pattern.compile(
            "((?:^    @\\w+(?:\\([^)\\n]*\\))?\\R)*)"
                    + "^    (?:(?:public|protected|static|final) )*void (\\w+)\\(([^)]*)\\) \\{\\R(.*?)\\R    }\\R",
            Pattern.MULTILINE | Pattern.DOTALL);

    @Test
    void everyRowIsATestOfEachFrameworkAndEveryTestARow() throws IOException {
        Map<String, List<String>> rows = rows();
        assertThat(rows).as("rows of the table in docs/errors.md").isNotEmpty();
        assertThat(tests(CASES).keySet())
                .as("the shared cases against the table's rows")
                .containsExactlyInAnyOrderElementsOf(rows.keySet());
        for (Map.Entry<String, Path> framework : TESTS.entrySet()) {
            assertThat(tests(framework.getValue()).keySet())
                    .as(framework.getKey() + " tests against the table's rows")
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
                    assertThat(test)
                            .as(what)
                            .containsAnyOf("problem(", "isEqualTo(400)")
                            .doesNotContain("echo(");
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
                    .as("rows named " + row.group(1))
                    .isNull();
        }
        return rows;
    }

    /**
     * Test method to its body: the shared cases' when {@code file} is {@link #CASES}; else, for a framework's test
     * class, which must extend them, the shared cases with the class's own: a {@code @Test} method replaces the case
     * of its name (or adds one), and a method of a case's name that takes parameters (the case's hook) adds its body
     * to the case's.
     */
    private static Map<String, String> tests(Path file) throws IOException {
        String source = Files.readString(file);
        Map<String, String> tests = new LinkedHashMap<>();
        if (!file.equals(CASES)) {
            assertThat(source).as(file + " extends the shared cases").contains(" extends OneRequestOneAnswerCases");
            tests.putAll(tests(CASES));
        }
        Matcher method = METHOD.matcher(source);
        while (method.find()) {
            boolean test =
                    method.group(1).contains("@Test\n") || method.group(1).contains("@Test\r\n");
            String name = method.group(2);
            boolean parameters = !method.group(3).isBlank();
            String body = method.group(4);
            if (test && !parameters) {
                tests.put(name, body);
            } else if (!test && parameters && tests.containsKey(name)) {
                tests.put(name, tests.get(name) + "\n" + body);
            }
        }
        return tests;
    }
}
