package dev.objectid.quarkus.runtime.jsonb;

import dev.objectid.ObjectIdJsonbDeserializer;
import dev.objectid.ObjectIdJsonbSerializer;
import io.quarkus.jsonb.JsonbConfigCustomizer;
import jakarta.inject.Singleton;
import jakarta.json.bind.JsonbConfig;

/**
 * Registers objectid-core's JSON-B serializer and deserializer in the {@code JsonbConfig} Quarkus makes the
 * application's {@code Jsonb} from, the one Quarkus REST JSON-B reads and writes bodies with. {@code ObjectId} and the
 * typed ids name them in their annotations, which Yasson follows for a property's declared type but not for the items
 * of a collection, array, map or {@code Optional} it writes by their runtime type: without them an endpoint returning
 * a {@code List<ObjectId>} answers {@code [{},{}]}. JSON-B applies them to ObjectIds and typed ids only, and the
 * application's own serializer or deserializer for an id type wins. Registered by the extension when Quarkus's JSON-B
 * is present.
 */
@Singleton
public final class IdJsonbConfigCustomizer implements JsonbConfigCustomizer {

    /** Created by Quarkus. */
    public IdJsonbConfigCustomizer() {}

    @Override
    public void customize(JsonbConfig config) {
        config.withSerializers(new ObjectIdJsonbSerializer()).withDeserializers(new ObjectIdJsonbDeserializer());
    }
}
