package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.entity;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Compares what the processor generates for a representative set of entities with the files under
 * {@code src/test/resources/golden}, character for character: Javadoc and formatting are part of the product.
 * {@code mvn test -Dgolden.update=true} rewrites the golden files; review the diff before committing it.
 */
class GoldenSourcesTest {

    private static final Path GOLDEN = Path.of(System.getProperty("golden.dir", "src/test/resources/golden"));
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");

    /**
     * Order and Customer with typed ids, AuditEvent with a plain ObjectId; Spring Data JPA, Jackson, the JAXB API and
     * the JSON-B API present.
     */
    @Test
    void entityPairWithTypedIdsAndAPlainObjectIdEntityWithSpringDataJacksonJaxbAndJsonb() throws IOException {
        Compilation compilation = TestCompiler.withEverything()
                .compile(
                        entity("com/example/shop/Order.java"),
                        entity("com/example/shop/Customer.java"),
                        entity("com/example/shop/AuditEvent.java"));

        assertThat(compilation).succeededWithoutWarnings();
        assertMatchesGolden(compilation, GOLDEN.resolve("with-spring-data-jackson-jaxb-and-jsonb"));
    }

    /**
     * The same entity pair with only JPA, Hibernate and objectid-generator on the compile class path (Hibernate's JAXB
     * is a run-time dependency): no Jackson annotations, no JAXB adapter, no JSON-B annotations, Criteria helpers only.
     */
    @Test
    void entityPairWithoutSpringDataJacksonJaxbOrJsonb() throws IOException {
        Compilation compilation = TestCompiler.without("spring", "jackson", "xml.bind", "jaxb", "jakarta.json")
                .compile(entity("com/example/shop/Order.java"), entity("com/example/shop/Customer.java"));

        assertThat(compilation).succeededWithoutWarnings();
        assertMatchesGolden(compilation, GOLDEN.resolve("jpa-only"));
    }

    /** Javadoc on every public member, and no Javadoc mistake: javac's doclint finds nothing in generated code. */
    @Test
    void generatedSourcesPassDoclint() {
        Compilation compilation = com.google.testing.compile.Compiler.javac()
                .withProcessors(new ObjectIdProcessor())
                .withClasspath(TestCompiler.testClasspathFiles())
                .withOptions("-Xdoclint:all/protected", "--release", "17")
                .compile(
                        entity("com/example/shop/Order.java"),
                        entity("com/example/shop/Customer.java"),
                        entity("com/example/shop/AuditEvent.java"));

        // per entity: predicates, specifications, fragment and its Impl, and on Spring Data 4 predicate specifications;
        // typed ids for Order and Customer
        int perEntity = springData4() ? 5 : 4;
        assertThat(compilation.generatedSourceFiles()).hasSize(3 * perEntity + 2);
        List<String> inGeneratedCode = compilation.diagnostics().stream()
                .filter(diagnostic -> diagnostic.getSource() != null
                        && diagnostic.getSource().toUri().toString().contains("SOURCE_OUTPUT"))
                .map(diagnostic -> diagnostic.getSource().getName() + ":" + diagnostic.getLineNumber() + ": "
                        + diagnostic.getMessage(null))
                .toList();
        List<String> inEntities = compilation.diagnostics().stream()
                .filter(diagnostic -> diagnostic.getSource() != null
                        && diagnostic.getSource().getName().contains("entities/"))
                .map(diagnostic -> diagnostic.getMessage(null))
                .toList();
        assertThat(inEntities)
                .as("doclint is on: the hand-written entities have no Javadoc")
                .isNotEmpty();
        assertThat(inGeneratedCode).isEmpty();
    }

    private static void assertMatchesGolden(Compilation compilation, Path golden) throws IOException {
        Map<String, String> generated = generated(compilation);
        if (UPDATE) {
            update(golden, generated);
        }
        Map<String, String> expected = read(golden);
        assertThat(generated.keySet()).as("generated files").containsExactlyElementsOf(expected.keySet());
        for (Map.Entry<String, String> file : expected.entrySet()) {
            assertThat(generated.get(file.getKey())).as(file.getKey()).isEqualTo(file.getValue());
        }
    }

    /** Generated sources and resources by path: {@code com/example/shop/OrderId.java}, {@code META-INF/...}. */
    private static Map<String, String> generated(Compilation compilation) {
        Map<String, String> files = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                continue;
            }
            String path = file.toUri().getPath().replaceFirst("^/(SOURCE_OUTPUT|CLASS_OUTPUT)/", "");
            files.put(path, TestCompiler.contents(file));
        }
        return files;
    }

    private static Map<String, String> read(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : (Iterable<Path>) paths.filter(Files::isRegularFile)::iterator) {
                files.put(root.relativize(path).toString().replace('\\', '/'), TestCompiler.utf8(path));
            }
        }
        return files;
    }

    private static void update(Path root, Map<String, String> files) throws IOException {
        if (Files.exists(root)) {
            try (Stream<Path> paths = Files.walk(root)) {
                for (Path path : (Iterable<Path>) paths.filter(Files::isRegularFile)::iterator) {
                    Files.delete(path);
                }
            }
        }
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path target = root.resolve(file.getKey());
            Files.createDirectories(target.getParent());
            Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
        }
    }

    /** Whether the test class path has Spring Data JPA 4 or later, whose PredicateSpecification gets factories. */
    static boolean springData4() {
        try {
            Class.forName("org.springframework.data.jpa.domain.PredicateSpecification");
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
