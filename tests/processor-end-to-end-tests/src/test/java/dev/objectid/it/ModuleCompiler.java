package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.processor.ObjectIdProcessor;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles a module's sources with objectid-processor as its build would: class files and resources into a directory
 * that is also on the class path, as {@code target/classes} is, so that compiling again is an incremental build.
 */
final class ModuleCompiler {

    private ModuleCompiler() {}

    /** Compiles every source under {@code sources} into {@code classes}. */
    static void compileAll(Path sources, Path classes) throws IOException {
        try (Stream<Path> walk = Files.walk(sources)) {
            compile(walk.filter(path -> path.toString().endsWith(".java")).toList(), classes);
        }
    }

    /** Compiles the given sources into {@code classes}, with what is there already on the class path. */
    static void compile(List<Path> sources, Path classes) throws IOException {
        Path generated = Files.createDirectories(classes.resolveSibling(classes.getFileName() + "-generated"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(Files.createDirectories(classes)));
            files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generated));
            List<Path> classpath = new ArrayList<>();
            classpath.add(classes);
            Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                    .map(Path::of)
                    .forEach(classpath::add);
            files.setLocationFromPaths(StandardLocation.CLASS_PATH, classpath);
            JavaCompiler.CompilationTask task = javac.getTask(
                    null,
                    files,
                    diagnostics,
                    List.of("--release", "17"),
                    null,
                    files.getJavaFileObjectsFromPaths(sources));
            task.setProcessors(List.of(new ObjectIdProcessor()));
            boolean compiled = task.call();
            assertThat(compiled)
                    .as("%s compile: %s", sources, diagnostics.getDiagnostics())
                    .isTrue();
        }
    }
}
