package dev.objectid.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.objectid.spi.TypedIdContract;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/** Compiles test sources with the processor, on the test class path or on a part of it. */
final class TestCompiler {

    /**
     * Every lint but two: {@code processing} (javac's notes about processors that claim nothing) and {@code classfile},
     * which warns about annotations in class files whose types are missing from the class path, such as the optional
     * Jackson and JAXB annotations of objectid-core's ObjectId when a test leaves those libraries out.
     */
    private static final List<String> LINT = List.of("-Xlint:all,-processing,-classfile", "--release", "17");

    private final List<File> classpath;
    private final Processor processor;
    private final List<String> options;

    private TestCompiler(List<File> classpath, Processor processor) {
        this(classpath, processor, List.of());
    }

    private TestCompiler(List<File> classpath, Processor processor, List<String> options) {
        this.classpath = classpath;
        this.processor = processor;
        this.options = options;
    }

    /** The whole test class path: objectid-generator, JPA, Hibernate, Spring Data JPA, Jackson. */
    static TestCompiler withEverything() {
        return new TestCompiler(testClasspath(jar -> true), new ObjectIdProcessor());
    }

    /** The test class path without the jars whose file name contains one of {@code words}. */
    static TestCompiler without(String... words) {
        return new TestCompiler(
                testClasspath(jar -> Arrays.stream(words).noneMatch(jar::contains)), new ObjectIdProcessor());
    }

    TestCompiler withProcessor(Processor replacement) {
        return new TestCompiler(classpath, replacement, options);
    }

    /** The same compiler with more javac options, such as {@code -Aobjectid.helpers=queries}. */
    TestCompiler withOptions(String... more) {
        List<String> extended = new ArrayList<>(options);
        extended.addAll(Arrays.asList(more));
        return new TestCompiler(classpath, processor, extended);
    }

    /** The same class path with one more entry in front, such as the output of an earlier build. */
    TestCompiler withClasspathEntry(Path entry) {
        List<File> extended = new ArrayList<>();
        extended.add(entry.toFile());
        extended.addAll(classpath);
        return new TestCompiler(extended, processor, options);
    }

    Compilation compile(JavaFileObject... sources) {
        List<String> all = new ArrayList<>(LINT);
        all.addAll(options);
        return Compiler.javac()
                .withProcessors(processor)
                .withClasspath(classpath)
                .withOptions(all)
                .compile(sources);
    }

    /**
     * Compiles as a build tool does, into directories that outlive the compilation: class files and resources into
     * {@code classes}, which is also on the class path (so an incremental build sees the previous build's output),
     * generated sources into {@code generated}.
     *
     * @return the errors and warnings, each as {@code file:line: message}; empty when the compilation succeeded cleanly
     */
    List<String> compileInto(Path classes, Path generated, JavaFileObject... sources) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(Files.createDirectories(classes)));
            files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(Files.createDirectories(generated)));
            List<Path> path = new ArrayList<>();
            path.add(classes);
            classpath.forEach(file -> path.add(file.toPath()));
            files.setLocationFromPaths(StandardLocation.CLASS_PATH, path);
            List<String> all = new ArrayList<>(LINT);
            all.addAll(options);
            JavaCompiler.CompilationTask task =
                    javac.getTask(null, files, diagnostics, all, null, Arrays.asList(sources));
            task.setProcessors(List.of(processor));
            task.call();
        }
        return diagnostics.getDiagnostics().stream()
                .filter(diagnostic -> diagnostic.getKind() != Diagnostic.Kind.NOTE)
                .map(diagnostic ->
                        diagnostic.getSource() + ":" + diagnostic.getLineNumber() + ": " + diagnostic.getMessage(null))
                .collect(Collectors.toList());
    }

    /** A source from {@code src/test/resources/entities}, such as {@code com/example/shop/Order.java}. */
    static JavaFileObject entity(String path) {
        return JavaFileObjects.forResource("entities/" + path);
    }

    /** A source given inline; {@code name} is its qualified class name. */
    static JavaFileObject source(String name, String text) {
        return JavaFileObjects.forSourceString(name, text);
    }

    /**
     * The content of {@code META-INF/objectid/typed-ids} in the class output; empty when the processor wrote none.
     * (compile-testing lists a resource the processor only looked for, to read an earlier build's list, as a generated
     * file that cannot be read.)
     */
    static Optional<String> typedIdIndex(Compilation compilation) {
        return compilation
                .generatedFile(StandardLocation.CLASS_OUTPUT, TypedIdContract.INDEX_RESOURCE)
                .flatMap(file -> {
                    try {
                        return Optional.of(file.getCharContent(true).toString());
                    } catch (IOException neverWritten) {
                        return Optional.empty();
                    }
                });
    }

    /** The class names {@code META-INF/objectid/typed-ids} lists, without its comments; fails if there is none. */
    static List<String> typedIds(Compilation compilation) {
        return typedIdIndex(compilation)
                .orElseThrow(() -> new AssertionError("no " + TypedIdContract.INDEX_RESOURCE))
                .lines()
                .filter(line -> !line.startsWith("#") && !line.isBlank())
                .toList();
    }

    static String contents(JavaFileObject file) {
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the class files a compilation generated into {@code directory}, as a build would. */
    static Path writeClassFiles(Compilation compilation, Path directory) throws IOException {
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            // compile-testing names class outputs /CLASS_OUTPUT/pkg/Name.class
            String name = file.toUri().getPath().replaceFirst("^/CLASS_OUTPUT/", "");
            Path target = directory.resolve(name);
            Files.createDirectories(target.getParent());
            try (var in = file.openInputStream()) {
                Files.write(target, in.readAllBytes());
            }
        }
        return directory;
    }

    static List<File> testClasspathFiles() {
        return testClasspath(jar -> true);
    }

    private static List<File> testClasspath(Predicate<String> keep) {
        return Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> keep.test(new File(entry).getName()))
                .map(File::new)
                .collect(Collectors.toList());
    }

    static String utf8(Path path) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
