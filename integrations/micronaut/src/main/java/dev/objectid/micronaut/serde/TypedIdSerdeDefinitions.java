package dev.objectid.micronaut.serde;

import dev.objectid.TypedIdContract;
import dev.objectid.TypedIdIndex;
import dev.objectid.TypedIdType;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.RuntimeBeanDefinition;
import io.micronaut.context.annotation.Secondary;
import io.micronaut.core.type.Argument;
import io.micronaut.inject.annotation.MutableAnnotationMetadata;
import io.micronaut.serde.Decoder;
import io.micronaut.serde.Deserializer;
import io.micronaut.serde.Encoder;
import io.micronaut.serde.Serializer;
import java.io.IOException;
import java.util.Map;

/**
 * A serializer and a deserializer bean for each typed id listed in {@value TypedIdIndex#RESOURCE}, so that Micronaut
 * Serialization writes and reads typed ids as their hexadecimal string with no {@code @SerdeImport} or
 * {@code @Serdeable} on them. Micronaut Serialization finds a serializer by the type argument of its bean definition,
 * which no single compiled bean could give every typed id; these definitions carry the typed id as that argument. They
 * are {@link Secondary}: an application's own {@code Serde<OrderId>} wins.
 *
 * <p>The serializer and the deserializer are two beans, each of a class that implements one of the two interfaces:
 * Micronaut indexes a bean registered at run time under one indexed interface only. They are not singletons, whose
 * instances Micronaut would share between the typed ids by bean class; the serde registry keeps the one it creates.
 */
final class TypedIdSerdeDefinitions {

    private TypedIdSerdeDefinitions() {
    }

    /** Registers the definitions of the listed typed ids with a context that has read its compiled beans. */
    static void register(ApplicationContext context) {
        MutableAnnotationMetadata secondary = new MutableAnnotationMetadata();
        secondary.addDeclaredAnnotation(Secondary.class.getName(), Map.of());
        for (TypedIdType<?> typedId : TypedIdIndex.load()) {
            register(context, typedId, secondary);
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static <T> void register(ApplicationContext context, TypedIdType<T> typedId,
            MutableAnnotationMetadata secondary) {
        IdSerde<T> serde = new IdSerde<>(typedId.type(), typedId::parse, typedId::unwrap);
        Argument<T> type = Argument.of(typedId.type());
        context.registerBeanDefinition(RuntimeBeanDefinition.builder(TypedIdSerializer.class,
                        () -> new TypedIdSerializer<>(serde))
                .typeArguments(Serializer.class, type)
                .annotationMetadata(secondary)
                .build());
        context.registerBeanDefinition(RuntimeBeanDefinition.builder(TypedIdDeserializer.class,
                        () -> new TypedIdDeserializer<>(serde))
                .typeArguments(Deserializer.class, type)
                .annotationMetadata(secondary)
                .build());
    }

    /** Writes one typed id type. */
    private record TypedIdSerializer<T>(IdSerde<T> serde) implements Serializer<T> {

        @Override
        public void serialize(Encoder encoder, EncoderContext context, Argument<? extends T> type, T value)
                throws IOException {
            serde.serialize(encoder, context, type, value);
        }
    }

    /** Reads one typed id type. */
    private record TypedIdDeserializer<T>(IdSerde<T> serde) implements Deserializer<T> {

        @Override
        public T deserialize(Decoder decoder, DecoderContext context, Argument<? super T> type) throws IOException {
            return serde.deserialize(decoder, context, type);
        }
    }
}
