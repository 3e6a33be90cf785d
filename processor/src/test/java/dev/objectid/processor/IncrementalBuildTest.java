package dev.objectid.processor;

import static dev.objectid.processor.TestCompiler.entity;
import static dev.objectid.processor.TestCompiler.source;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.spi.TypedIdContract;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Incremental builds, as an IDE or Maven's incremental compilation runs them: the class output of the previous build
 * stays, and only some entities are compiled again. The list of typed ids keeps the typed ids of the entities not
 * compiled again, and drops those whose class or entity is gone, or whose entity no longer uses them.
 */
class IncrementalBuildTest {

    private static final JavaFileObject ORDER = entity("com/example/shop/Order.java");
    private static final JavaFileObject CUSTOMER = entity("com/example/shop/Customer.java");

    @TempDir
    Path build;

    private Path classes;
    private Path generated;

    @BeforeEach
    void fullBuildOfOrderAndCustomer() throws IOException {
        classes = build.resolve("classes");
        generated = build.resolve("generated-sources");
        assertThat(compile(ORDER, CUSTOMER)).isEmpty();
        assertThat(typedIds()).containsExactly("com.example.shop.CustomerId", "com.example.shop.OrderId");
    }

    @Test
    void recompilingOneEntityKeepsTheTypedIdsOfTheOthers() throws IOException {
        assertThat(compile(ORDER)).isEmpty();

        assertThat(typedIds()).containsExactly("com.example.shop.CustomerId", "com.example.shop.OrderId");
    }

    /** javac does not run the processor when nothing it reads is compiled: the list stays as it is. */
    @Test
    void recompilingSomethingElseKeepsEveryTypedId() throws IOException {
        assertThat(compile(source("com.example.shop.Report", """
                package com.example.shop;

                class Report {
                }
                """))).isEmpty();

        assertThat(typedIds()).containsExactly("com.example.shop.CustomerId", "com.example.shop.OrderId");
    }

    @Test
    void anEntityThatNoLongerUsesItsTypedIdDropsIt() throws IOException {
        JavaFileObject customer = source("com.example.shop.Customer", """
                package com.example.shop;

                import dev.objectid.ObjectId;
                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                public class Customer {
                    @Id @ObjectIdGenerated private ObjectId id;
                }
                """);

        assertThat(compile(customer)).isEmpty();

        assertThat(typedIds()).containsExactly("com.example.shop.OrderId");
    }

    @Test
    void aTypedIdWhoseClassIsGoneIsDropped() throws IOException {
        Files.delete(classes.resolve("com/example/shop/CustomerId.class"));

        assertThat(compile(ORDER)).isEmpty();

        assertThat(typedIds()).containsExactly("com.example.shop.OrderId");
    }

    /** An entity deleted, with its class file: whatever entity is compiled next, its typed id leaves the list. */
    @Test
    void aTypedIdWhoseEntityIsGoneIsDropped() throws IOException {
        Files.delete(classes.resolve("com/example/shop/Customer.class"));

        assertThat(compile(entity("com/example/shop/AuditEvent.java"))).isEmpty();

        assertThat(typedIds()).containsExactly("com.example.shop.OrderId");
    }

    @Test
    void aListedClassThatTheProcessorDidNotGenerateIsDropped() throws IOException {
        Path index = classes.resolve(TypedIdContract.INDEX_RESOURCE);
        Files.writeString(index, Files.readString(index) + "com.example.shop.Order\ncom.example.shop.NoSuchId\n");

        assertThat(compile(ORDER)).isEmpty();

        assertThat(typedIds()).containsExactly("com.example.shop.CustomerId", "com.example.shop.OrderId");
    }

    private List<String> compile(JavaFileObject... sources) throws IOException {
        return TestCompiler.without("spring", "jackson").compileInto(classes, generated, sources);
    }

    private List<String> typedIds() throws IOException {
        return Files.readAllLines(classes.resolve(TypedIdContract.INDEX_RESOURCE)).stream()
                .filter(line -> !line.startsWith("#") && !line.isBlank())
                .toList();
    }
}
