package dev.objectid.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.core.util.VersionUtil;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.Serializers;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/**
 * A Jackson 2 module that writes {@code ObjectId} and every typed id as MongoDB Extended JSON,
 * {@code {"$oid": "6632217f8a5d3e0001a0b1c2"}}, the form {@code mongoexport} and the MongoDB drivers write. Without it
 * an id is written as its hex string. Map keys stay hex strings, as Extended JSON has them.
 *
 * <pre>{@code
 * ObjectMapper mapper = JsonMapper.builder().addModule(new ObjectIdExtendedJsonJackson2Module()).build();
 * }</pre>
 *
 * <p>For Jackson 3, register {@link ObjectIdExtendedJsonModule}.
 */
public final class ObjectIdExtendedJsonJackson2Module extends Module {

    /** This artifact's version, parsed by Jackson's own parser as its modules parse theirs. */
    private static final Version VERSION =
            VersionUtil.parseVersion(PackageVersion.VERSION, PackageVersion.GROUP_ID, PackageVersion.ARTIFACT_ID);

    /** Creates the module. */
    public ObjectIdExtendedJsonJackson2Module() {}

    @Override
    public String getModuleName() {
        return "ObjectIdExtendedJsonJackson2Module";
    }

    @Override
    public Version version() {
        return VERSION;
    }

    @Override
    public void setupModule(SetupContext context) {
        context.addSerializers(new IdSerializers());
    }

    /** Finds the serializer for ids, before Jackson looks at their {@code @JsonValue}. */
    private static final class IdSerializers extends Serializers.Base {

        private static final JsonSerializer<Object> SERIALIZER = new ExtendedJsonSerializer();

        @Override
        public JsonSerializer<?> findSerializer(
                SerializationConfig config, JavaType type, BeanDescription beanDescription) {
            return ExtendedJsonIds.isId(type.getRawClass()) ? SERIALIZER : null;
        }
    }

    private static final class ExtendedJsonSerializer extends StdSerializer<Object> {

        private static final long serialVersionUID = 1L;

        ExtendedJsonSerializer() {
            super(Object.class);
        }

        @Override
        public void serialize(Object id, JsonGenerator generator, SerializerProvider provider) throws IOException {
            generator.writeStartObject();
            generator.writeStringField(ExtendedJsonIds.FIELD, ExtendedJsonIds.hexOf(id));
            generator.writeEndObject();
        }
    }
}
