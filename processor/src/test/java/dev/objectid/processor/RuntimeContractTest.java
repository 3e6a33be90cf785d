package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.entity;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import dev.objectid.ObjectId;
import dev.objectid.TypedIdIndex;
import dev.objectid.TypedIdType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor's half of the contract with the runtime: the names in {@link RuntimeContract} are the ones objectid-core's
 * {@link TypedIdIndex} and {@link TypedIdType} expect (every integration reads typed ids through them), and a typed id
 * the processor generates has them. objectid-generator's {@code ProcessorContractTest} is the other half.
 */
class RuntimeContractTest {

    @Test
    void theRuntimeExpectsTheNamesTheProcessorWrites() {
        assertThat(TypedIdIndex.RESOURCE).isEqualTo(RuntimeContract.TYPED_ID_INDEX);
        assertThat(TypedIdType.MARKER_FIELD).isEqualTo(RuntimeContract.MARKER_FIELD);
        assertThat(TypedIdType.MARKER_VALUE).isEqualTo(RuntimeContract.MARKER_VALUE);
        assertThat(TypedIdType.FACTORY).isEqualTo(RuntimeContract.FACTORY);
        assertThat(TypedIdType.ACCESSOR).isEqualTo(RuntimeContract.ACCESSOR);
    }

    @Test
    void aGeneratedTypedIdHasTheFactoryTheAccessorAndTheMarker(@TempDir Path classes) throws Exception {
        Compilation compilation = TestCompiler.without("spring", "jackson").compile(
                entity("com/example/shop/Order.java"), entity("com/example/shop/Customer.java"));
        assertThat(compilation).succeeded();
        assertThat(compilation).generatedFile(StandardLocation.CLASS_OUTPUT, RuntimeContract.TYPED_ID_INDEX);
        TestCompiler.writeClassFiles(compilation, classes);

        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                getClass().getClassLoader())) {
            Class<?> orderId = loader.loadClass("com.example.shop.OrderId");
            Method factory = orderId.getMethod(RuntimeContract.FACTORY, ObjectId.class);
            Method accessor = orderId.getMethod(RuntimeContract.ACCESSOR);
            Field marker = orderId.getDeclaredField(RuntimeContract.MARKER_FIELD);
            marker.setAccessible(true);

            assertThat(Modifier.isStatic(factory.getModifiers())).isTrue();
            assertThat(factory.getReturnType()).isEqualTo(orderId);
            assertThat(accessor.getReturnType()).isEqualTo(ObjectId.class);
            assertThat(Modifier.isStatic(marker.getModifiers())).isTrue();
            assertThat(marker.get(null)).isEqualTo(RuntimeContract.MARKER_VALUE);
            ObjectId id = ObjectId.generate();
            assertThat(accessor.invoke(factory.invoke(null, id))).isEqualTo(id);
            assertThat(TypedIdType.isGenerated(orderId)).isTrue();
            assertThat(TypedIdType.of(orderId).unwrap(TypedIdType.of(orderId).wrap(id))).isEqualTo(id);
        }
        assertThat(Files.exists(classes.resolve("com/example/shop/OrderId.class"))).isTrue();
    }
}
