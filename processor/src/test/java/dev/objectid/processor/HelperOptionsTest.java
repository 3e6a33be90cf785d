package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.entity;
import static dev.objectid.processor.TestCompiler.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.util.Set;
import java.util.TreeSet;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The processor options that choose the helper families ({@code -Aobjectid.helpers}) and the entities that get them
 * ({@code -Aobjectid.helpers.entities}). Typed ids are generated whatever the options say.
 */
class HelperOptionsTest {

    private static final JavaFileObject[] SHOP = {
        entity("com/example/shop/Order.java"),
        entity("com/example/shop/Customer.java"),
        entity("com/example/shop/AuditEvent.java"),
    };

    @Test
    void withoutOptionsEveryFamilyTheClassPathAllowsIsGenerated() {
        Compilation compilation = TestCompiler.withEverything().compile(SHOP);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generated(compilation))
                .contains(
                        "OrderId",
                        "OrderCreatedPredicates",
                        "OrderCreatedSpecifications",
                        "OrderCreatedQueries",
                        "OrderCreatedQueriesImpl",
                        "AuditEventCreatedQueriesImpl");
    }

    @Test
    void chosenFamiliesOnlyWithThePredicatesTheyCall() {
        Compilation compilation = TestCompiler.withEverything()
                .withOptions("-Aobjectid.helpers=queries")
                .compile(SHOP);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generated(compilation))
                .containsExactlyInAnyOrder(
                        "CustomerId",
                        "OrderId",
                        "AuditEventCreatedPredicates",
                        "AuditEventCreatedQueries",
                        "AuditEventCreatedQueriesImpl",
                        "CustomerCreatedPredicates",
                        "CustomerCreatedQueries",
                        "CustomerCreatedQueriesImpl",
                        "OrderCreatedPredicates",
                        "OrderCreatedQueries",
                        "OrderCreatedQueriesImpl");
    }

    @Test
    void noneLeavesTheTypedIdsOnly() {
        Compilation compilation = TestCompiler.withEverything()
                .withOptions("-Aobjectid.helpers=none")
                .compile(SHOP);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generated(compilation)).containsExactlyInAnyOrder("CustomerId", "OrderId");
    }

    @Test
    void chosenEntitiesByQualifiedNameSimpleNameOrPackage() {
        JavaFileObject invoice = source("com.example.billing.Invoice", """
                package com.example.billing;

                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                public class Invoice {
                    @Id @ObjectIdGenerated private InvoiceId id;
                }
                """);

        Compilation compilation = TestCompiler.withEverything()
                .withOptions(
                        "-Aobjectid.helpers=predicates,specifications",
                        "-Aobjectid.helpers.entities=com.example.shop.Order, AuditEvent,com.example.billing.*")
                .compile(SHOP[0], SHOP[1], SHOP[2], invoice);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generated(compilation))
                .containsExactlyInAnyOrder(
                        "CustomerId",
                        "OrderId",
                        "InvoiceId",
                        "OrderCreatedPredicates",
                        "OrderCreatedSpecifications",
                        "AuditEventCreatedPredicates",
                        "AuditEventCreatedSpecifications",
                        "InvoiceCreatedPredicates",
                        "InvoiceCreatedSpecifications");
    }

    /** A helper of an entity left out is simply not there: code that used it fails to compile, naming it. */
    @Test
    void anEntityLeftOutHasNoHelpers() {
        JavaFileObject report = source("com.example.shop.Report", """
                package com.example.shop;

                class Report {
                    Object since(java.time.Instant from) {
                        return CustomerCreatedSpecifications.createdSince(from);
                    }
                }
                """);

        Compilation compilation = TestCompiler.withEverything()
                .withOptions("-Aobjectid.helpers.entities=Order")
                .compile(SHOP[0], SHOP[1], report);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("cannot find symbol")
                .inFile(report)
                .onLineContaining("CustomerCreatedSpecifications");
    }

    @Test
    void anUnknownFamilyIsAnErrorListingTheAcceptedOnes() {
        Compilation compilation = TestCompiler.withEverything()
                .withOptions("-Aobjectid.helpers=predicates,querys")
                .compile(SHOP);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P016] "
                        + "-Aobjectid.helpers=predicates,querys has unknown helper families"
                        + " [querys]. Accepted: a comma-separated list of predicates, specifications, predicate-specifications,"
                        + " queries; or none. Without the option every family the class path allows is generated.");
    }

    @Test
    void anEmptyFamilyListIsAnError() {
        Compilation compilation =
                TestCompiler.withEverything().withOptions("-Aobjectid.helpers=").compile(SHOP);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[OBJECTID-P016] -Aobjectid.helpers= names no helper family.");
    }

    @Test
    void anEntityPatternThatIsNoClassNameIsAnError() {
        Compilation compilation = TestCompiler.withEverything()
                .withOptions("-Aobjectid.helpers.entities=Order,com.example.*.Customer,9lives")
                .compile(SHOP);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P017] "
                        + "-Aobjectid.helpers.entities=Order,com.example.*.Customer,9lives"
                        + " has patterns that are not class names [com.example.*.Customer, 9lives]. Accepted: a"
                        + " comma-separated list of entity names (Order or com.example.shop.Order) and packages"
                        + " (com.example.shop.*, which includes its subpackages). Without the option every entity gets"
                        + " helpers.");
    }

    @Test
    void aSpringDataFamilyWithoutSpringDataIsAWarningAndNothingElse() {
        Compilation compilation = TestCompiler.without("spring")
                .withOptions("-Aobjectid.helpers=predicates,queries")
                .compile(SHOP);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation)
                .hadWarningContaining("[OBJECTID-P018] "
                        + "-Aobjectid.helpers names queries, but Spring Data JPA is not on"
                        + " the compile class path: objectid-processor generates no queries.");
        assertThat(generated(compilation))
                .containsExactlyInAnyOrder(
                        "CustomerId",
                        "OrderId",
                        "AuditEventCreatedPredicates",
                        "CustomerCreatedPredicates",
                        "OrderCreatedPredicates");
    }

    @Test
    void theOptionsAreDeclaredSoJavacDoesNotWarnAboutThem() {
        assertThat(new ObjectIdProcessor().getSupportedOptions())
                .containsExactlyInAnyOrder("objectid.helpers", "objectid.helpers.entities");
    }

    /** The simple names of the generated sources. */
    private static Set<String> generated(Compilation compilation) {
        Set<String> names = new TreeSet<>();
        for (JavaFileObject file : compilation.generatedSourceFiles()) {
            String path = file.toUri().getPath();
            names.add(path.substring(path.lastIndexOf('/') + 1, path.length() - ".java".length()));
        }
        return names;
    }
}
