package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A class of the entity's package whose name is also that of a type generated code refers to ({@code String},
 * {@code Override}, {@code Object}, ..., imported or from {@code java.lang}) does not change what generated code means:
 * the processor writes those types qualified, so every generated class compiles.
 */
class ShadowingTest {

    private static final List<String> NAMES = List.of(
            "Object",
            "String",
            "Override",
            "Comparable",
            "Serializable",
            "Instant",
            "Objects",
            "Generated",
            "CharSequence",
            "List",
            "Page",
            "Predicate",
            "TypedIdType",
            "TypedObjectId",
            "XmlJavaTypeAdapter",
            "JsonCreator");

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void entitiesNamedLikeTypesOfOtherPackagesBreakNoGeneratedClass(boolean entities) {
        List<JavaFileObject> sources = new ArrayList<>();
        sources.add(source("com.example.shadow.Order", """
                package com.example.shadow;

                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                public class Order {
                    @Id
                    @ObjectIdGenerated
                    private OrderId id;

                    private java.lang.String item;
                }
                """));
        for (String name : NAMES) {
            sources.add(source("com.example.shadow." + name, entities ? """
                    package com.example.shadow;

                    @jakarta.persistence.Entity
                    public class %1$s {
                        @jakarta.persistence.Id
                        @dev.objectid.hibernate.ObjectIdGenerated
                        private dev.objectid.ObjectId id;
                    }
                    """.formatted(name) : """
                    package com.example.shadow;

                    public class %1$s {
                    }
                    """.formatted(name)));
        }

        Compilation compilation = TestCompiler.withEverything().compile(sources.toArray(new JavaFileObject[0]));

        assertThat(compilation).succeededWithoutWarnings();
        String orderId = TestCompiler.contents(
                compilation.generatedSourceFile("com.example.shadow.OrderId").orElseThrow());
        assertThat(orderId)
                .contains(
                        "public final class OrderId extends dev.objectid.TypedObjectId<OrderId> {",
                        "public static final dev.objectid.TypedIdType<OrderId> TYPE = dev.objectid.TypedIdType.define(",
                        "private static final java.lang.String GENERATED_BY",
                        "public static OrderId parse(java.lang.CharSequence hex) {");
    }
}
