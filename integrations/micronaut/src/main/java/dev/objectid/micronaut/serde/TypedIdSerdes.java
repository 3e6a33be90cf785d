package dev.objectid.micronaut.serde;

import dev.objectid.TypedIdType;
import io.micronaut.serde.Serde;

/**
 * The Micronaut Serialization serde of a typed id, for the bean factory objectid-micronaut-processor writes beside each
 * typed id an entity holds ({@code BookIdMicronautFactory}): the JSON string of its hexadecimal form, read back as
 * Jackson reads it (MongoDB Extended JSON's {@code {"$oid": ...}} too); anything else is an
 * {@link InvalidJsonIdException} naming the typed id. Public for that generated code; applications do not call it.
 */
public final class TypedIdSerdes {

    private TypedIdSerdes() {}

    /**
     * The serde of a typed id.
     *
     * @param typedId the typed id's descriptor
     * @param <T>     the typed id
     * @return its serde
     */
    public static <T> Serde<T> of(TypedIdType<T> typedId) {
        return new IdSerde<>(typedId.type(), typedId::unwrap);
    }
}
