package dev.objectid.spi;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdJsonbDeserializer;
import dev.objectid.ObjectIdJsonbSerializer;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;
import dev.objectid.TypedObjectIdXmlAdapter;

/**
 * What objectid-processor writes and the integrations read, named once: the classes generated code names, and the
 * resource that lists a module's typed ids. The values are compile-time constants: the processor, which has no run-time
 * dependency, compiles them into itself. The names of a typed id's own members are {@link TypedIdType}'s
 * ({@link TypedIdType#TYPE_FIELD}, {@link TypedIdType#FACTORY}, {@link TypedIdType#ACCESSOR}).
 */
public final class TypedIdContract {

    /** The class-path resource in which objectid-processor lists the typed ids of a module, one class name a line. */
    public static final String INDEX_RESOURCE = "META-INF/objectid/typed-ids";

    /** {@link ObjectId}. */
    public static final String OBJECT_ID = "dev.objectid.ObjectId";

    /** {@link TypedObjectId}, the supertype of every generated typed id. */
    public static final String TYPED_OBJECT_ID = "dev.objectid.TypedObjectId";

    /** {@link TypedIdType}, whose {@link TypedIdType#define} a generated typed id calls to describe itself. */
    public static final String TYPED_ID_TYPE = "dev.objectid.TypedIdType";

    /** {@link TypedObjectIdXmlAdapter}, which the JAXB adapter of a generated typed id extends. */
    public static final String XML_ADAPTER = "dev.objectid.TypedObjectIdXmlAdapter";

    /** {@link ObjectIdJsonbSerializer}, which the {@code @JsonbTypeSerializer} of a generated typed id names. */
    public static final String JSONB_SERIALIZER = "dev.objectid.ObjectIdJsonbSerializer";

    /** {@link ObjectIdJsonbDeserializer}, which the {@code @JsonbTypeDeserializer} of a generated typed id names. */
    public static final String JSONB_DESERIALIZER = "dev.objectid.ObjectIdJsonbDeserializer";

    /**
     * The private static {@code String} constant every generated typed id declares, with {@link #MARKER_VALUE} as its
     * value. Unlike {@code @Generated} it is kept in class files: it tells objectid-processor, in a later build, a typed
     * id it generated from a class of the same name someone wrote.
     */
    public static final String MARKER_FIELD = "GENERATED_BY";

    /** The value of {@link #MARKER_FIELD}: the processor's class name, also written into {@code @Generated}. */
    public static final String MARKER_VALUE = "dev.objectid.processor.ObjectIdProcessor";

    private TypedIdContract() {}
}
