package dev.objectid.micronaut.serde;

import dev.objectid.ObjectId;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Secondary;
import io.micronaut.serde.Serde;
import jakarta.inject.Singleton;
import java.util.function.Function;

/**
 * Lets Micronaut Serialization, which knows no type it has not introspected, write an {@link ObjectId} as its
 * 24-character hexadecimal string and read it back. {@link Secondary}: an application's own {@code Serde<ObjectId>}
 * bean wins.
 */
@Singleton
@Secondary
@Requires(classes = Serde.class)
final class ObjectIdSerde extends IdSerde<ObjectId> {

    ObjectIdSerde() {
        super(ObjectId.class, Function.identity());
    }
}
