package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.entity;
import static dev.objectid.processor.TestCompiler.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the processor generates, and does not, for the shapes of entities and builds it meets. */
class ProcessingTest {

    @Test
    void aTypedIdFromAnEarlierBuildOnTheClassPathIsGeneratedAgainNotReportedAsACollision(@TempDir Path classes)
            throws IOException {
        Compilation first = TestCompiler.withEverything()
                .compile(entity("com/example/shop/Order.java"), entity("com/example/shop/Customer.java"));
        assertThat(first).succeeded();
        TestCompiler.writeClassFiles(first, classes);

        // An incremental build: only Order.java is recompiled, target/classes is on the class path.
        Compilation second = TestCompiler.withEverything()
                .withClasspathEntry(classes)
                .compile(entity("com/example/shop/Order.java"));

        assertThat(second).succeededWithoutWarnings();
        assertThat(second)
                .generatedSourceFile("com.example.shop.OrderId")
                .contentsAsUtf8String()
                .isEqualTo(sourceOf(first, "com.example.shop.OrderId"));
        assertThat(TestCompiler.typedIds(second)).contains("com.example.shop.OrderId");
    }

    @Test
    void generatedSourcesOfAnEarlierBuildPassedBackAsInputsAreNotReportedAsCollisions() {
        Compilation first = TestCompiler.withEverything()
                .compile(entity("com/example/shop/Order.java"), entity("com/example/shop/Customer.java"));
        assertThat(first).succeeded();
        List<JavaFileObject> inputs = first.generatedSourceFiles().stream()
                .map(file -> source(qualifiedName(file), TestCompiler.contents(file)))
                .collect(Collectors.toList());
        inputs.add(entity("com/example/shop/Order.java"));
        inputs.add(entity("com/example/shop/Customer.java"));

        Compilation second = TestCompiler.withEverything().compile(inputs.toArray(new JavaFileObject[0]));

        assertThat(second).succeededWithoutWarnings();
        assertThat(TestCompiler.typedIds(second)).contains("com.example.shop.CustomerId", "com.example.shop.OrderId");
    }

    @Test
    void everySupportedAttributeTypeIsAccepted() {
        JavaFileObject order = source("com.example.shop.Order", """
                package com.example.shop;

                import dev.objectid.ObjectId;
                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                public class Order {
                    @Id @ObjectIdGenerated private OrderId id;
                    @ObjectIdGenerated private ObjectId trackingNumber;
                    @ObjectIdGenerated private byte[] rawReference;
                    @ObjectIdGenerated private String hexReference;
                    @ObjectIdGenerated private CustomerId invitedCustomer;
                }
                """);

        Compilation compilation =
                TestCompiler.withEverything().compile(order, entity("com/example/shop/Customer.java"));

        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void entitiesWhoseIdIsNoObjectIdAreLeftAlone() {
        JavaFileObject invoice = source("com.example.shop.Invoice", """
                package com.example.shop;

                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                public class Invoice {
                    @Id private Long id;
                }
                """);
        // An id class of the user's own, named like a typed id but without @ObjectIdGenerated: theirs to keep.
        JavaFileObject order = source("com.example.shop.Order", """
                package com.example.shop;

                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                public class Order {
                    @Id private OrderId id;
                }
                """);
        JavaFileObject orderId = source("com.example.shop.OrderId", """
                package com.example.shop;

                public class OrderId {
                    private String value;
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(invoice, order, orderId);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedSourceFiles()).isEmpty();
        assertThat(TestCompiler.typedIdIndex(compilation)).isEmpty();
    }

    @Test
    void theIdAttributeIsNamedAfterTheFieldOrTheGetter() {
        JavaFileObject order = source("com.example.shop.Order", """
                package com.example.shop;

                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                public class Order {
                    @Id private OrderId orderNumber;
                }
                """);
        JavaFileObject customer = source("com.example.shop.Customer", """
                package com.example.shop;

                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                public class Customer {
                    private CustomerId key;

                    @Id
                    @ObjectIdGenerated
                    public CustomerId getKey() {
                        return key;
                    }

                    public void setKey(CustomerId key) {
                        this.key = key;
                    }
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(order, customer);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("com.example.shop.OrderCreatedSpecifications")
                .contentsAsUtf8String()
                .contains("root.get(\"orderNumber\")");
        assertThat(compilation)
                .generatedSourceFile("com.example.shop.CustomerCreatedQueriesImpl")
                .contentsAsUtf8String()
                .contains("Path<CustomerId> id = root.get(\"key\");");
        assertThat(TestCompiler.typedIds(compilation))
                .contains("com.example.shop.CustomerId", "com.example.shop.OrderId");
    }

    @Test
    void subclassEntitiesUseTheTypedIdOfTheEntityThatDeclaresTheId() {
        JavaFileObject payment = source("com.example.shop.Payment", """
                package com.example.shop;

                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;
                import jakarta.persistence.Inheritance;

                @Entity
                @Inheritance
                public abstract class Payment {
                    @Id @ObjectIdGenerated private PaymentId id;
                }
                """);
        JavaFileObject cardPayment = source("com.example.shop.CardPayment", """
                package com.example.shop;

                import jakarta.persistence.Entity;

                @Entity
                public class CardPayment extends Payment {
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(payment, cardPayment);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("com.example.shop.CardPaymentCreatedPredicates")
                .contentsAsUtf8String()
                .contains("Path<PaymentId> id");
        assertThat(compilation.generatedSourceFile("com.example.shop.CardPaymentId"))
                .isEmpty();
        assertThat(TestCompiler.typedIds(compilation)).isEqualTo(List.of("com.example.shop.PaymentId"));
    }

    @Test
    void anObjectIdInheritedFromAMappedSuperclassGetsHelpersButNoIndex() {
        JavaFileObject base = source("com.example.shop.BaseEntity", """
                package com.example.shop;

                import dev.objectid.ObjectId;
                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Id;
                import jakarta.persistence.MappedSuperclass;

                @MappedSuperclass
                public abstract class BaseEntity {
                    @Id @ObjectIdGenerated private ObjectId id;
                }
                """);
        JavaFileObject event = source("com.example.shop.AuditEvent", """
                package com.example.shop;

                import jakarta.persistence.Entity;

                @Entity
                public class AuditEvent extends BaseEntity {
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(base, event);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("com.example.shop.AuditEventCreatedPredicates")
                .contentsAsUtf8String()
                .contains("Path<ObjectId> id");
        assertThat(TestCompiler.typedIdIndex(compilation)).isEmpty();
    }

    @Test
    void aNestedEntityGetsATopLevelTypedIdInItsPackage() {
        JavaFileObject shop = source("com.example.shop.Shop", """
                package com.example.shop;

                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                public class Shop {
                    @Entity
                    public static class Item {
                        @Id @ObjectIdGenerated private ItemId id;
                    }
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(shop);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("com.example.shop.ItemId")
                .contentsAsUtf8String()
                .contains("The id of an {@link Shop.Item}");
        assertThat(compilation)
                .generatedSourceFile("com.example.shop.ItemCreatedQueries")
                .contentsAsUtf8String()
                .contains("List<Shop.Item> findAllCreatedBetween(Instant from, Instant to);");
    }

    /**
     * An attribute whose typed id does not exist in the first round, because its entity comes from another
     * processor in a later round: the check waits for the end of processing instead of failing early.
     */
    @Test
    void aTypedIdWhoseEntityAnotherProcessorGeneratesInALaterRoundIsAccepted() {
        JavaFileObject order = source("com.example.shop.Order", """
                package com.example.shop;

                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                public class Order {
                    @Id @ObjectIdGenerated private OrderId id;
                    @ObjectIdGenerated private InvoiceId invoice;
                }
                """);

        Compilation compilation = com.google.testing.compile.Compiler.javac()
                .withProcessors(new ObjectIdProcessor(), new InvoiceEntityProcessor())
                .withClasspath(TestCompiler.testClasspathFiles())
                .compile(order);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(TestCompiler.typedIds(compilation))
                .isEqualTo(List.of("com.example.shop.InvoiceId", "com.example.shop.OrderId"));
    }

    /** The JAXB adapter comes with the JAXB API on the compile class path, as the Jackson annotations with Jackson. */
    @Test
    void aTypedIdGetsItsJaxbAdapterWhenTheJaxbApiIsOnTheClassPath() {
        Compilation withJaxb = TestCompiler.without("jackson").compile(entity("com/example/shop/Customer.java"));
        Compilation withoutJaxb =
                TestCompiler.without("xml.bind", "jaxb").compile(entity("com/example/shop/Customer.java"));

        assertThat(withJaxb).succeededWithoutWarnings();
        assertThat(sourceOf(withJaxb, "com.example.shop.CustomerId"))
                .contains(
                        "@XmlJavaTypeAdapter(CustomerId.JaxbAdapter.class)",
                        "public static final class JaxbAdapter extends TypedObjectIdXmlAdapter<CustomerId> {")
                .doesNotContain("@JsonCreator");
        assertThat(withoutJaxb).succeededWithoutWarnings();
        assertThat(sourceOf(withoutJaxb, "com.example.shop.CustomerId"))
                .contains("@JsonCreator")
                .doesNotContain("Xml");
    }

    /**
     * The JSON-B annotations come with the JSON-B API on the compile class path: JSON-B applies no supertype's
     * deserializer, so each typed id names objectid-core's serializer and deserializer itself.
     */
    @Test
    void aTypedIdNamesTheJsonbSerializerAndDeserializerWhenTheJsonbApiIsOnTheClassPath() {
        Compilation withJsonb =
                TestCompiler.without("jackson", "xml.bind", "jaxb").compile(entity("com/example/shop/Customer.java"));
        Compilation withoutJsonb = TestCompiler.without("json.bind").compile(entity("com/example/shop/Customer.java"));

        assertThat(withJsonb).succeededWithoutWarnings();
        assertThat(sourceOf(withJsonb, "com.example.shop.CustomerId"))
                .contains(
                        "@JsonbTypeSerializer(ObjectIdJsonbSerializer.class)",
                        "@JsonbTypeDeserializer(ObjectIdJsonbDeserializer.class)",
                        "and JSON\n * (JSON-B) holds the id as that string")
                .doesNotContain("@JsonCreator", "Xml");
        assertThat(withoutJsonb).succeededWithoutWarnings();
        assertThat(sourceOf(withoutJsonb, "com.example.shop.CustomerId"))
                .contains("@JsonCreator")
                .doesNotContain("Jsonb");
    }

    @Test
    void theIndexListsEveryTypedIdOfTheCompilationSorted() {
        Compilation compilation = TestCompiler.withEverything()
                .compile(
                        entity("com/example/shop/Order.java"),
                        entity("com/example/shop/Customer.java"),
                        entity("com/example/shop/AuditEvent.java"));

        assertThat(compilation).succeeded();
        assertThat(TestCompiler.typedIds(compilation))
                .isEqualTo(List.of("com.example.shop.CustomerId", "com.example.shop.OrderId"));
    }

    private static String sourceOf(Compilation compilation, String name) {
        return TestCompiler.contents(compilation.generatedSourceFile(name).orElseThrow());
    }

    private static String qualifiedName(JavaFileObject file) {
        return file.toUri()
                .getPath()
                .replaceFirst("^/SOURCE_OUTPUT/", "")
                .replaceFirst("\\.java$", "")
                .replace('/', '.');
    }

    /** Stands for another processor that generates an entity in the second round. */
    static final class InvoiceEntityProcessor extends AbstractProcessor {
        private boolean done;

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (done) {
                return false;
            }
            done = true;
            try (Writer writer = processingEnv
                    .getFiler()
                    .createSourceFile("com.example.shop.Invoice")
                    .openWriter()) {
                writer.write("""
                        package com.example.shop;

                        @jakarta.persistence.Entity
                        public class Invoice {
                            @jakarta.persistence.Id
                            @dev.objectid.hibernate.ObjectIdGenerated
                            private InvoiceId id;
                        }
                        """);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return false;
        }
    }
}
