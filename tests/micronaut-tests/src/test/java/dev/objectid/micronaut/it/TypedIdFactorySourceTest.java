package dev.objectid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What objectid-micronaut-processor writes for a typed id an entity holds, compiled with Micronaut's processors and
 * objectid-processor from the test class path: one factory beside the typed id, whatever the number of entities that
 * hold it, with the serde only where Micronaut Serialization is on the class path.
 */
class TypedIdFactorySourceTest {

    private static final String PARCEL = """
            package shop;

            import io.micronaut.data.annotation.Id;
            import io.micronaut.data.annotation.MappedEntity;

            @MappedEntity
            public record Parcel(@Id ParcelId id, String label) {
            }
            """;

    private static final String LABEL = """
            package shop;

            import io.micronaut.data.annotation.Id;
            import io.micronaut.data.annotation.MappedEntity;

            @MappedEntity
            public record Label(@Id dev.objectid.ObjectId id, ParcelId parcelId) {
            }
            """;

    @TempDir
    Path directory;

    @Test
    void aFactoryWithConvertersAndSerde() throws IOException {
        String source = compile(System.getProperty("java.class.path"));

        assertThat(source)
                .contains("@javax.annotation.processing.Generated("
                        + "\"dev.objectid.micronaut.processor.TypedIdBeansVisitor\")")
                .contains("@io.micronaut.context.annotation.Factory\nfinal class ParcelIdMicronautFactory {")
                .contains("io.micronaut.core.convert.TypeConverterRegistrar parcelIdConverters() {")
                .contains("dev.objectid.micronaut.convert.TypedIdConverters.of(")
                .contains("@io.micronaut.context.annotation.Secondary\n"
                        + "    io.micronaut.serde.Serde<shop.ParcelId> parcelIdSerde() {")
                .contains(
                        "dev.objectid.micronaut.serde.TypedIdSerdes.of(dev.objectid.TypedIdType.of(shop.ParcelId.class))");
    }

    @Test
    void noSerdeWithoutMicronautSerialization() throws IOException {
        String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.contains("micronaut-serde"))
                .collect(Collectors.joining(File.pathSeparator));

        assertThat(compile(classPath)).contains("parcelIdConverters()").doesNotContain("Serde");
    }

    /** Compiles both entities, expecting no error, and returns the factory's source. */
    private String compile(String classPath) throws IOException {
        Path sources = Files.createDirectories(directory.resolve("src/shop"));
        Files.writeString(sources.resolve("Parcel.java"), PARCEL);
        Files.writeString(sources.resolve("Label.java"), LABEL);
        Path classes = Files.createDirectories(directory.resolve("classes"));
        Path generated = Files.createDirectories(directory.resolve("generated"));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            compiler.getTask(
                            null,
                            files,
                            diagnostics,
                            List.of(
                                    "-classpath",
                                    classPath,
                                    "-processorpath",
                                    classPath,
                                    "-d",
                                    classes.toString(),
                                    "-s",
                                    generated.toString()),
                            null,
                            files.getJavaFileObjects(sources.resolve("Parcel.java"), sources.resolve("Label.java")))
                    .call();
        }
        assertThat(diagnostics.getDiagnostics())
                .filteredOn(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .isEmpty();
        return Files.readString(generated.resolve("shop/ParcelIdMicronautFactory.java"));
    }
}
