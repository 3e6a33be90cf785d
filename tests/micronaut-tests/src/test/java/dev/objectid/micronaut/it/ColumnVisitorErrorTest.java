package dev.objectid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * objectid-micronaut's column visitor refuses, at compile time, an ObjectId id that asks the database for its value,
 * and names the property; the same entity without {@code @GeneratedValue} compiles.
 */
class ColumnVisitorErrorTest {

    private static final String ENTITY = """
            package shop;

            import dev.objectid.ObjectId;
            import io.micronaut.data.annotation.GeneratedValue;
            import io.micronaut.data.annotation.Id;
            import io.micronaut.data.annotation.MappedEntity;

            @MappedEntity
            public class Parcel {
                @Id
                %s
                private ObjectId id;

                public ObjectId getId() {
                    return id;
                }

                public void setId(ObjectId id) {
                    this.id = id;
                }
            }
            """;

    @TempDir
    Path directory;

    @Test
    void anObjectIdIdWithGeneratedValueIsAnError() throws IOException {
        List<Diagnostic<? extends JavaFileObject>> errors = compile(ENTITY.formatted("@GeneratedValue"));

        assertThat(errors).hasSize(1);
        assertThat(errors.get(0).getMessage(Locale.ROOT))
                .contains("shop.Parcel.id is a ObjectId annotated" + " @GeneratedValue")
                .contains("remove @GeneratedValue");
    }

    @Test
    void withoutGeneratedValueItCompiles() throws IOException {
        assertThat(compile(ENTITY.formatted(""))).isEmpty();
    }

    private List<Diagnostic<? extends JavaFileObject>> compile(String source) throws IOException {
        Path file = directory.resolve("shop/Parcel.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
        Path classes = Files.createDirectories(directory.resolve("classes"));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        String classPath = System.getProperty("java.class.path");
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            compiler.getTask(
                            null,
                            files,
                            diagnostics,
                            List.of("-classpath", classPath, "-processorpath", classPath, "-d", classes.toString()),
                            null,
                            files.getJavaFileObjects(file))
                    .call();
        }
        return diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .toList();
    }
}
