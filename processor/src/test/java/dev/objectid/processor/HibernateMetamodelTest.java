package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.entity;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import org.hibernate.processor.HibernateProcessor;
import org.junit.jupiter.api.Test;

/**
 * objectid-processor beside Hibernate's metamodel generator (hibernate-processor, on the test class path): when both
 * run as javac discovers them, {@code Order_} comes out without the typed id, and objectid-processor says so; run
 * through {@link DeferredHibernateProcessor}, {@code Order_} has it. (metamodel-tests runs the same in Maven builds
 * with Lombok, on Hibernate 7 and 6.6.)
 */
class HibernateMetamodelTest {

    private static final JavaFileObject ORDER = entity("com/example/shop/Order.java");
    private static final JavaFileObject CUSTOMER = entity("com/example/shop/Customer.java");
    private static final JavaFileObject AUDIT_EVENT = entity("com/example/shop/AuditEvent.java");

    @Test
    void discoveredSideBySideHibernateLeavesTheTypedIdOutAndObjectIdProcessorWarnsOnTheEntity() {
        Compilation compilation = compile(new ObjectIdProcessor(), new HibernateProcessor());

        assertThat(compilation).succeeded();
        assertThat(metamodel(compilation, "Order_")).doesNotContain(" id;").contains(" customer;");
        assertThat(compilation)
                .hadWarningContaining("[OBJECTID-P022] "
                        + "Hibernate's metamodel generator wrote Order_ and _Order without"
                        + " the attribute 'id': OrderId did not exist yet when it read Order (javac compiles generated"
                        + " sources one round later), and it leaves out attributes whose type it cannot see. To get"
                        + " it, run Hibernate's generator through objectid-processor: list the annotation processors"
                        + " with dev.objectid.processor.DeferredHibernateProcessor in place of"
                        + " org.hibernate.processor.HibernateProcessor, or generate the typed ids in a first compiler"
                        + " pass (docs/typed-ids.md, \"Hibernate's static metamodel\").")
                .inFile(ORDER)
                .onLineContaining("public class Order {");
        assertThat(compilation)
                .hadWarningContaining(
                        "[OBJECTID-P022] " + "Hibernate's metamodel generator wrote Customer_ and _Customer")
                .inFile(CUSTOMER)
                .onLineContaining("public class Customer {");
    }

    @Test
    void hostedByDeferredHibernateProcessorTheMetamodelsHaveTheTypedIds() {
        Compilation compilation = compile(new ObjectIdProcessor(), new DeferredHibernateProcessor());

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(metamodel(compilation, "Order_"))
                .contains(
                        "public static volatile SingularAttribute<Order, OrderId>" + " id;",
                        "public static final String ID = \"id\";");
        assertThat(metamodel(compilation, "Customer_")).contains("SingularAttribute<Customer, CustomerId> id;");
        assertThat(metamodel(compilation, "_Order")).contains("String ID = \"id\";");
        assertThat(metamodel(compilation, "AuditEvent_")).contains("SingularAttribute<AuditEvent, ObjectId> id;");
    }

    /** With nothing missing, Hibernate's processor runs at once, as it would by itself. */
    @Test
    void withoutMissingTypesHibernatesProcessorRunsAsUsual() {
        Compilation compilation = Compiler.javac()
                .withProcessors(new DeferredHibernateProcessor())
                .withClasspath(TestCompiler.testClasspathFiles())
                .compile(AUDIT_EVENT);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(metamodel(compilation, "AuditEvent_")).contains("SingularAttribute<AuditEvent, ObjectId> id;");
    }

    @Test
    void hibernatesProcessorAlsoDiscoveredIsAnErrorNamingTheFix() {
        Compilation compilation =
                compile(new ObjectIdProcessor(), new HibernateProcessor(), new DeferredHibernateProcessor());

        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P020] "
                        + "Hibernate's metamodel generator ran by itself as well as through"
                        + " dev.objectid.processor.DeferredHibernateProcessor: it wrote com.example.shop.");
        assertThat(compilation)
                .hadErrorContaining(" too early, without the attributes whose types objectid-processor"
                        + " generates. List the annotation processors explicitly (maven-compiler-plugin"
                        + " <annotationProcessors>, javac -processor), with DeferredHibernateProcessor in place of"
                        + " org.hibernate.processor.HibernateProcessor.");
        assertThat(compilation.errors())
                .noneMatch(error -> error.getMessage(null).contains("recreate"));
    }

    @Test
    void withoutHibernatesProcessorOnThePathItIsAnErrorNamingTheArtifacts() {
        Compilation compilation =
                compile(new ObjectIdProcessor(), new DeferredHibernateProcessor("org.hibernate.processor.NotThere"));

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P019] "
                        + "dev.objectid.processor.DeferredHibernateProcessor runs Hibernate's"
                        + " metamodel generator, org.hibernate.processor.HibernateProcessor, which it cannot load from the"
                        + " annotation processor path (java.lang.ClassNotFoundException: org.hibernate.processor.NotThere)."
                        + " Put org.hibernate.orm:hibernate-processor (Hibernate 7) or org.hibernate.orm:hibernate-jpamodelgen"
                        + " (Hibernate 6.5, 6.6) on the annotation processor path, or remove DeferredHibernateProcessor from"
                        + " the list of processors.");
    }

    private static Compilation compile(Processor... processors) {
        return Compiler.javac()
                .withProcessors(processors)
                .withClasspath(TestCompiler.testClasspathFiles())
                .compile(ORDER, CUSTOMER, AUDIT_EVENT);
    }

    private static String metamodel(Compilation compilation, String simpleName) {
        return TestCompiler.contents(compilation
                .generatedSourceFile("com.example.shop." + simpleName)
                .orElseThrow(() -> new AssertionError("no " + simpleName)));
    }
}
