package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdIndex;
import dev.objectid.TypedIdType;
import java.lang.reflect.Field;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runtime's half of the contract with objectid-processor: the typed id and the list the processor generates (its
 * golden files, which the processor's own tests keep equal to its output) have the names objectid-core's
 * {@link TypedIdIndex} and {@link TypedIdType} expect, and Hibernate's descriptor accepts the class.
 * objectid-processor's {@code RuntimeContractTest} is the other half.
 */
class ProcessorContractTest {

    /** The processor's golden output for Order and Customer with JPA only, in this source tree. */
    private static final Path GOLDEN = Path.of(System.getProperty("processor.golden.dir",
            "../processor/src/test/resources/golden/jpa-only"));

    @Test
    void theProcessorListsTypedIdsWhereTheRuntimeReadsThem() throws Exception {
        Path index = GOLDEN.resolve(TypedIdIndex.RESOURCE);

        assertThat(index).exists();
        assertThat(Files.readAllLines(index)).contains("com.example.shop.OrderId", "com.example.shop.CustomerId");
    }

    @Test
    void aTypedIdAsTheProcessorWritesItIsAcceptedByTheRuntime(@TempDir Path classes) throws Exception {
        Path source = GOLDEN.resolve("com/example/shop/OrderId.java");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-d", classes.toString(), "--release", "17",
                "-classpath", System.getProperty("java.class.path"), source.toString());
        assertThat(status).as("javac " + source).isZero();

        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                getClass().getClassLoader())) {
            Class<?> orderId = loader.loadClass("com.example.shop.OrderId");
            Field marker = orderId.getDeclaredField(TypedIdType.MARKER_FIELD);
            marker.setAccessible(true);
            assertThat(marker.get(null)).isEqualTo(TypedIdType.MARKER_VALUE);
            assertThat(TypedIdType.isGenerated(orderId)).isTrue();
            assertThat(TypedIdType.isTypedId(orderId)).isTrue();

            TypedObjectIdJavaType<Object> descriptor = descriptorOf(orderId, source);
            ObjectId id = ObjectId.generate();
            Object typed = descriptor.fromObjectId(id);
            assertThat(typed).isInstanceOf(orderId);
            assertThat(descriptor.toObjectId(typed)).isEqualTo(id);
            assertThat(descriptor.toString(typed)).isEqualTo(id.toHexString());
        }
    }

    @SuppressWarnings("unchecked")
    private static TypedObjectIdJavaType<Object> descriptorOf(Class<?> type, Path source) {
        return (TypedObjectIdJavaType<Object>) (TypedObjectIdJavaType<?>) TypedObjectIdJavaType.forClass(type,
                source.toString());
    }
}
