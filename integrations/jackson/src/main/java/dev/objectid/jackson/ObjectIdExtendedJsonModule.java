package dev.objectid.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.Version;
import tools.jackson.core.util.VersionUtil;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.ser.Serializers;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * A Jackson 3 module that writes {@code ObjectId} and every typed id as MongoDB Extended JSON,
 * {@code {"$oid": "6632217f8a5d3e0001a0b1c2"}}, the form {@code mongoexport} and the MongoDB drivers write. Without it
 * an id is written as its hex string. Map keys stay hex strings, as Extended JSON has them.
 *
 * <pre>{@code
 * JsonMapper mapper = JsonMapper.builder().addModule(new ObjectIdExtendedJsonModule()).build();
 * }</pre>
 *
 * <p>For Jackson 2, register {@link ObjectIdExtendedJsonJackson2Module}.
 */
public final class ObjectIdExtendedJsonModule extends JacksonModule {

    /** This artifact's version, parsed by Jackson's own parser as its modules parse theirs. */
    private static final Version VERSION =
            VersionUtil.parseVersion(PackageVersion.VERSION, PackageVersion.GROUP_ID, PackageVersion.ARTIFACT_ID);

    /** Creates the module. */
    public ObjectIdExtendedJsonModule() {}

    @Override
    public String getModuleName() {
        return "ObjectIdExtendedJsonModule";
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

        private static final ValueSerializer<Object> SERIALIZER = new ExtendedJsonSerializer();

        @Override
        public ValueSerializer<?> findSerializer(
                SerializationConfig config,
                JavaType type,
                BeanDescription.Supplier beanDescription,
                JsonFormat.Value format) {
            return ExtendedJsonIds.isId(type.getRawClass()) ? SERIALIZER : null;
        }
    }

    private static final class ExtendedJsonSerializer extends StdSerializer<Object> {

        ExtendedJsonSerializer() {
            super(Object.class);
        }

        @Override
        public void serialize(Object id, JsonGenerator generator, SerializationContext context) {
            generator.writeStartObject();
            generator.writeStringProperty(ExtendedJsonIds.FIELD, ExtendedJsonIds.hexOf(id));
            generator.writeEndObject();
        }
    }
}
