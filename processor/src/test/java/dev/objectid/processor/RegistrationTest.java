package dev.objectid.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.spi.TypedIdContract;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.ServiceLoader;
import javax.annotation.processing.Processor;
import org.junit.jupiter.api.Test;

/** How build tools find the processor and learn how it behaves. */
class RegistrationTest {

    @Test
    void javacFindsTheProcessorThroughServiceLoader() {
        List<String> processors = ServiceLoader.load(Processor.class, getClass().getClassLoader()).stream()
                .map(provider -> provider.type().getName())
                .toList();

        assertThat(processors).contains(ObjectIdProcessor.class.getName());
    }

    /** Hosting Hibernate's or Querydsl's processor is opt-in: discovered, it would run beside theirs and clash. */
    @Test
    void javacDoesNotDiscoverTheHostsOfOtherProcessors() {
        List<String> processors = ServiceLoader.load(Processor.class, getClass().getClassLoader()).stream()
                .map(provider -> provider.type().getName())
                .toList();

        assertThat(processors)
                .contains(ObjectIdProcessor.class.getName())
                .doesNotContain(DeferredHibernateProcessor.class.getName(), DeferredQuerydslProcessor.class.getName());
    }

    /**
     * The processor writes one resource from all entities of a compilation, so Gradle must treat it as aggregating;
     * an isolating declaration would let Gradle drop typed ids from the list on incremental builds. The hosts of
     * Hibernate's and Querydsl's processors hand them a previous round's sources: aggregating too.
     */
    @Test
    void gradleKnowsTheProcessorIsAggregating() throws IOException {
        String declaration = resource("META-INF/gradle/incremental.annotation.processors");

        assertThat(declaration.lines().toList())
                .containsExactly(
                        ObjectIdProcessor.class.getName() + ",aggregating",
                        DeferredHibernateProcessor.class.getName() + ",aggregating",
                        DeferredQuerydslProcessor.class.getName() + ",aggregating");
    }

    /** Gradle's aggregating processors may only read annotations kept in class files: all three of ours are. */
    @Test
    void theProcessorReadsThreeAnnotationsByName() {
        assertThat(new ObjectIdProcessor().getSupportedAnnotationTypes())
                .containsExactlyInAnyOrder(
                        "jakarta.persistence.Entity",
                        "io.micronaut.data.annotation.MappedEntity",
                        "dev.objectid.hibernate.ObjectIdGenerated");
        assertThat(TypedIdContract.MARKER_VALUE).isEqualTo(ObjectIdProcessor.class.getName());
    }

    private String resource(String name) throws IOException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
