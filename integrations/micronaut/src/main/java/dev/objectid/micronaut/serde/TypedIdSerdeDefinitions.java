package dev.objectid.micronaut.serde;

import dev.objectid.TypedIdIndex;
import dev.objectid.TypedIdType;
import io.micronaut.context.ApplicationContextBuilder;
import io.micronaut.context.RuntimeBeanDefinition;
import io.micronaut.context.annotation.Secondary;
import io.micronaut.core.type.Argument;
import io.micronaut.inject.annotation.MutableAnnotationMetadata;
import io.micronaut.serde.Deserializer;
import io.micronaut.serde.Serde;
import io.micronaut.serde.Serializer;
import java.util.Map;

/**
 * One {@link IdSerde} bean for each typed id listed in {@value TypedIdIndex#RESOURCE}, so that Micronaut
 * Serialization writes and reads typed ids as their hexadecimal string with no {@code @SerdeImport} or
 * {@code @Serdeable} on them. Micronaut Serialization finds a serde by the type argument of its bean definition, which
 * no single compiled bean could give every typed id; these definitions carry the typed id as that argument. They are
 * {@link Secondary}: an application's own {@code Serde<OrderId>} wins.
 */
final class TypedIdSerdeDefinitions {

    private TypedIdSerdeDefinitions() {
    }

    /** Adds the definitions of the listed typed ids to the context being built. */
    static void register(ApplicationContextBuilder builder) {
        for (TypedIdType<?> typedId : TypedIdIndex.load()) {
            builder.beanDefinitions(definition(typedId));
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static <T> RuntimeBeanDefinition<IdSerde> definition(TypedIdType<T> typedId) {
        IdSerde<T> serde = new IdSerde<>(typedId::wrap, typedId::unwrap);
        Argument<T> type = Argument.of(typedId.type());
        MutableAnnotationMetadata secondary = new MutableAnnotationMetadata();
        secondary.addDeclaredAnnotation(Secondary.class.getName(), Map.of());
        return RuntimeBeanDefinition.builder(IdSerde.class, () -> serde)
                .singleton(true)
                .typeArguments(IdSerde.class, type)
                .typeArguments(Serde.class, type)
                .typeArguments(Serializer.class, type)
                .typeArguments(Deserializer.class, type)
                .annotationMetadata(secondary)
                .build();
    }
}
