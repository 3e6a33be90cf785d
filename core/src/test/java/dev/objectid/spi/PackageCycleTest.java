package dev.objectid.spi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No two packages of objectid-core depend on each other, directly or through others: neither in the compiled classes,
 * as the JDK's {@code jdeps} reads them, nor in the sources' imports, which also show what javac inlines (the
 * compile-time constants of {@link TypedIdContract}). {@code dev.objectid} is the bottom; {@code dev.objectid.spi},
 * {@code .jdbc} and {@code .sql} build on it.
 */
class PackageCycleTest {

    private static final String CORE = "dev.objectid";
    private static final Pattern JDEPS_EDGE =
            Pattern.compile("^\\s*(dev\\.objectid[\\w.]*)\\s+->\\s+(dev\\.objectid[\\w.]*)\\s");
    private static final Pattern IMPORT =
            Pattern.compile("^import (?:static )?(dev\\.objectid(?:\\.[a-z]\\w*)*)\\.[A-Z]", Pattern.MULTILINE);
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);

    @Test
    void theCompiledClassesHaveNoPackageCycle() throws Exception {
        Path classes = Path.of(ObjectId.class
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
            Matcher edge = JDEPS_EDGE.matcher(line);
            if (edge.find()) {
                add(edges, edge.group(1), edge.group(2));
            }
        }
        assertThat(edges).as("jdeps found the packages' dependencies").containsKey(CORE + ".spi");
        assertThat(cycles(edges)).as("package dependencies %s", edges).isEmpty();
    }

    @Test
    void theSourcesImportNoPackageCycle() throws IOException {
        Map<String, Set<String>> edges = new TreeMap<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file :
                    (Iterable<Path>) files.filter(path -> path.toString().endsWith(".java"))::iterator) {
                String source = Files.readString(file);
                Matcher declared = PACKAGE.matcher(source);
                if (!declared.find()) {
                    continue;
                }
                Matcher imported = IMPORT.matcher(source);
                while (imported.find()) {
                    add(edges, declared.group(1), imported.group(1));
                }
            }
        }
        assertThat(edges).as("the sources' imports").containsKey(CORE + ".spi");
        assertThat(cycles(edges)).as("package imports %s", edges).isEmpty();
    }

    private static void add(Map<String, Set<String>> edges, String from, String to) {
        if (!from.equals(to)) {
            edges.computeIfAbsent(from, key -> new TreeSet<>()).add(to);
        }
    }

    /** Each cycle found, as the packages along it; a depth-first search from every package. */
    private static List<String> cycles(Map<String, Set<String>> edges) {
        List<String> found = new ArrayList<>();
        for (String start : edges.keySet()) {
            walk(edges, start, new ArrayList<>(List.of(start)), found);
        }
        return found;
    }

    private static void walk(Map<String, Set<String>> edges, String at, List<String> path, List<String> found) {
        for (String next : edges.getOrDefault(at, Set.of())) {
            if (next.equals(path.get(0))) {
                found.add(String.join(" -> ", path) + " -> " + next);
            } else if (!path.contains(next)) {
                path.add(next);
                walk(edges, next, path, found);
                path.remove(path.size() - 1);
            }
        }
    }
}
