package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;
import dev.objectid.spi.TypedIdContract;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The typed id and the list objectid-processor generates (its golden files, which the processor's own tests keep equal
 * to its output) are what objectid-core's {@link TypedIdContract} names, and Hibernate's descriptor wraps and unwraps
 * the class through the description the class gives itself.
 */
class ProcessorContractTest {

    /** The processor's golden output for Order and Customer with JPA only, in this source tree. */
    private static final Path GOLDEN =
            Path.of(System.getProperty("processor.golden.dir", "../processor/src/test/resources/golden/jpa-only"));

    @Test
    void theProcessorListsTypedIdsWhereTheRuntimeReadsThem() throws Exception {
        Path index = GOLDEN.resolve(TypedIdContract.INDEX_RESOURCE);

        assertThat(index).exists();
        assertThat(Files.readAllLines(index)).contains("com.example.shop.OrderId", "com.example.shop.CustomerId");
    }

    @Test
    void aTypedIdAsTheProcessorWritesItIsAcceptedByTheRuntime(@TempDir Path classes) throws Exception {
        Path source = GOLDEN.resolve("com/example/shop/OrderId.java");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(
                null,
                null,
                null,
                "-d",
                classes.toString(),
                "--release",
                "17",
                "-classpath",
                System.getProperty("java.class.path"),
                source.toString());
        assertThat(status).as("javac " + source).isZero();

        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            Class<?> orderId = loader.loadClass("com.example.shop.OrderId");
            assertThat(TypedObjectId.class.isAssignableFrom(orderId)).isTrue();
            assertThat(TypedIdType.of(orderId))
                    .isSameAs(orderId.getField(TypedIdType.TYPE_FIELD).get(null));

            TypedObjectIdJavaType<Object> descriptor = descriptorOf(orderId);
            ObjectId id = ObjectId.generate();
            Object typed = descriptor.fromObjectId(id);
            assertThat(typed).isInstanceOf(orderId);
            assertThat(descriptor.toObjectId(typed)).isEqualTo(id);
            assertThat(descriptor.toString(typed)).isEqualTo(id.toHexString());
        }
    }

    @SuppressWarnings("unchecked")
    private static TypedObjectIdJavaType<Object> descriptorOf(Class<?> type) {
        return (TypedObjectIdJavaType<Object>)
                (TypedObjectIdJavaType<?>) TypedObjectIdJavaType.of(TypedIdType.of(type));
    }
}
