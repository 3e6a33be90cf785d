package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.entity;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import com.google.testing.compile.Compilation;
import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import org.junit.jupiter.api.Test;

/**
 * The processor's jar is the whole processor path: it shades JavaPoet and has no dependency. It compiles objectid-core's
 * {@code TypedIdContract} in, whose names are constants javac copies into its classes; it runs with nothing of
 * objectid-core on its own class path, as on a user's processor path.
 */
class NoRuntimeDependencyTest {

    @Test
    void theProcessorRunsWithOnlyItselfAndJavaPoetOnItsClassPath() throws Exception {
        List<URL> path = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> entry.contains("javapoet") || entry.endsWith("processor/target/classes"))
                .map(NoRuntimeDependencyTest::url)
                .toList();
        assertThat(path).hasSize(2);

        try (URLClassLoader processorPath =
                new URLClassLoader(path.toArray(new URL[0]), ClassLoader.getPlatformClassLoader())) {
            Processor processor = (Processor) processorPath
                    .loadClass(ObjectIdProcessor.class.getName())
                    .getConstructor()
                    .newInstance();
            Compilation compilation = TestCompiler.withEverything()
                    .withProcessor(processor)
                    .compile(
                            entity("com/example/shop/Order.java"),
                            entity("com/example/shop/Customer.java"),
                            entity("com/example/shop/AuditEvent.java"));

            assertThat(compilation).succeededWithoutWarnings();
            assertThat(compilation.generatedSourceFiles()).isNotEmpty();
            assertThatExceptionOfType(ClassNotFoundException.class)
                    .isThrownBy(() -> processorPath.loadClass("dev.objectid.spi.TypedIdContract"));
        }
    }

    private static URL url(String entry) {
        try {
            return new File(entry).toURI().toURL();
        } catch (java.net.MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }
}
