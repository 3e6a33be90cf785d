package dev.objectid.cli.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The import's stages depend only downwards, as the package-info of {@code dev.objectid.cli.importer} draws them:
 * {@code load} on {@code map} and {@code read}, {@code map} on {@code read}, all of them on {@code failure}, and none
 * on the package that runs them. Read from the compiled classes by the JDK's {@code jdeps}, so that a fully qualified
 * name in the code counts as much as an import.
 */
class ImportStagesTest {

    private static final String IMPORTER = "dev.objectid.cli.importer";
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "failure", Set.of(),
            "read", Set.of("failure"),
            "map", Set.of("read", "failure"),
            "load", Set.of("map", "read", "failure"));
    private static final Pattern EDGE =
            Pattern.compile("^\\s*" + Pattern.quote(IMPORTER) + "\\.(\\w+)\\s+->\\s+(dev\\.objectid\\.cli[\\w.]*)\\s");

    @Test
    void eachStageDependsOnlyOnTheStagesBelowIt() throws Exception {
        Path classes = Path.of(Importer.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("no jdeps"));
        StringWriter out = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(out), "-verbose:package", classes.toString());
        assertThat(status).as("jdeps: %s", out).isZero();

        Map<String, Set<String>> edges = new TreeMap<>();
        for (String line : out.toString().split("\\R")) {
            Matcher edge = EDGE.matcher(line);
            if (edge.find()) {
                String to = edge.group(2);
                String stage = to.startsWith(IMPORTER + ".") ? to.substring(IMPORTER.length() + 1) : to;
                if (!stage.equals(edge.group(1))) {
                    edges.computeIfAbsent(edge.group(1), key -> new TreeSet<>()).add(stage);
                }
            }
        }

        assertThat(edges).as("jdeps found the stages").containsKeys("load", "map");
        edges.forEach((stage, dependencies) ->
                assertThat(ALLOWED).as("a stage of the import: %s", stage).containsKey(stage));
        edges.forEach((stage, dependencies) ->
                assertThat(ALLOWED.get(stage)).as("what %s depends on", stage).containsAll(dependencies));
    }
}
