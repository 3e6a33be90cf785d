package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.entity;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.querydsl.apt.jpa.JPAAnnotationProcessor;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * objectid-processor beside Querydsl's JPA processor (querydsl-apt, jakarta, on the test class path): discovered side by
 * side, Querydsl writes {@code NumberPath<OrderId>}, which does not compile, and objectid-processor says why and what
 * to do; run through {@link DeferredQuerydslProcessor}, {@code QOrder} holds a {@code ComparablePath<OrderId>}.
 */
class QuerydslTest {

    private static final JavaFileObject ORDER = entity("com/example/shop/Order.java");
    private static final JavaFileObject CUSTOMER = entity("com/example/shop/Customer.java");
    private static final JavaFileObject AUDIT_EVENT = entity("com/example/shop/AuditEvent.java");

    @Test
    void discoveredSideBySideQuerydslWritesANumberPathAndObjectIdProcessorNamesTheFix() {
        Compilation compilation = compile(new ObjectIdProcessor(), new JPAAnnotationProcessor());

        assertThat(compilation).hadErrorContaining("type argument com.example.shop.OrderId is not within bounds");
        assertThat(compilation)
                .hadWarningContaining("[OBJECTID-P021] Querydsl's processor wrote QOrder with 'id' as a"
                        + " NumberPath<OrderId>, which does not compile (OrderId is no Number): OrderId did not exist"
                        + " yet when it read Order (javac compiles generated sources one round later), and it takes a"
                        + " type it cannot see for a number. To get a ComparablePath<OrderId>, run Querydsl's"
                        + " processor through objectid-processor: list the annotation processors with"
                        + " dev.objectid.processor.DeferredQuerydslProcessor in place of"
                        + " com.querydsl.apt.jpa.JPAAnnotationProcessor (docs/typed-ids.md, \"Querydsl\").")
                .inFile(ORDER)
                .onLineContaining("public class Order {");
        assertThat(compilation)
                .hadWarningContaining("[OBJECTID-P021] "
                        + "Querydsl's processor wrote QCustomer with 'id' as a"
                        + " NumberPath<CustomerId>")
                .inFile(CUSTOMER)
                .onLineContaining("public class Customer {");
    }

    @Test
    void queryTypesOfAnotherNameAreFoundThroughQuerydslsOptions() {
        Compilation compilation = Compiler.javac()
                .withProcessors(new ObjectIdProcessor(), new JPAAnnotationProcessor())
                .withClasspath(TestCompiler.testClasspathFiles())
                .withOptions("-Aquerydsl.prefix=", "-Aquerydsl.suffix=Query")
                .compile(ORDER, CUSTOMER);

        assertThat(compilation).hadErrorContaining("type argument com.example.shop.OrderId is not within bounds");
        assertThat(compilation)
                .hadWarningContaining("[OBJECTID-P021] "
                        + "Querydsl's processor wrote OrderQuery with 'id' as a"
                        + " NumberPath<OrderId>");
    }

    @Test
    void hostedByDeferredQuerydslProcessorTheTypedIdsAreComparablePaths() {
        Compilation compilation = compile(new ObjectIdProcessor(), new DeferredQuerydslProcessor());

        assertThat(compilation).succeeded();
        assertThat(compilation.warnings())
                .noneMatch(warning -> warning.getMessage(null).contains("Querydsl"));
        assertThat(queryType(compilation, "QOrder")).contains("public final ComparablePath<OrderId> id =");
        assertThat(queryType(compilation, "QCustomer")).contains("public final ComparablePath<CustomerId> id =");
        assertThat(queryType(compilation, "QAuditEvent")).contains("ComparablePath<dev.objectid.ObjectId> id =");
    }

    @Test
    void querydslsProcessorAlsoDiscoveredIsAnErrorNamingTheFix() {
        Compilation compilation =
                compile(new ObjectIdProcessor(), new JPAAnnotationProcessor(), new DeferredQuerydslProcessor());

        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P020] "
                        + "Querydsl's processor ran by itself as well as through"
                        + " dev.objectid.processor.DeferredQuerydslProcessor: it wrote com.example.shop.Q");
        assertThat(compilation)
                .hadErrorContaining(
                        "with DeferredQuerydslProcessor in place of" + " com.querydsl.apt.jpa.JPAAnnotationProcessor.");
    }

    @Test
    void withoutQuerydslsProcessorOnThePathItIsAnErrorNamingTheArtifacts() {
        Compilation compilation =
                compile(new ObjectIdProcessor(), new DeferredQuerydslProcessor("com.querydsl.apt.jpa.NotThere"));

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining(
                        "[OBJECTID-P019] "
                                + "dev.objectid.processor.DeferredQuerydslProcessor runs Querydsl's"
                                + " processor, com.querydsl.apt.jpa.JPAAnnotationProcessor, which it cannot load from the annotation"
                                + " processor path (java.lang.ClassNotFoundException: com.querydsl.apt.jpa.NotThere). Put"
                                + " com.querydsl:querydsl-apt (classifier jakarta) or io.github.openfeign.querydsl:querydsl-apt on the"
                                + " annotation processor path, or remove DeferredQuerydslProcessor from the list of processors.");
    }

    private static Compilation compile(Processor... processors) {
        return Compiler.javac()
                .withProcessors(processors)
                .withClasspath(TestCompiler.testClasspathFiles())
                .compile(ORDER, CUSTOMER, AUDIT_EVENT);
    }

    private static String queryType(Compilation compilation, String simpleName) {
        return TestCompiler.contents(compilation
                .generatedSourceFile("com.example.shop." + simpleName)
                .orElseThrow(() -> new AssertionError("no " + simpleName)));
    }
}
