package dev.objectid.hibernate;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * What this module expects of the typed ids objectid-processor generates, written down once. The processor keeps the
 * same facts in its own {@code RuntimeContract}; a test on each side fails when the two disagree (this module's
 * {@code ProcessorContractTest} compiles the processor's golden typed id and checks it against these names).
 */
final class TypedIdContract {

    /** The class-path resource listing the typed ids of a module, one binary class name a line. */
    static final String RESOURCE = "META-INF/objectid/typed-ids";

    /**
     * The private static constant every generated typed id declares; its value is {@link #MARKER_VALUE}. It survives
     * in class files, where {@code @Generated} does not.
     */
    static final String MARKER_FIELD = "GENERATED_BY";

    /** The value of {@link #MARKER_FIELD}: the processor's class name. */
    static final String MARKER_VALUE = "dev.objectid.processor.ObjectIdProcessor";

    /** {@code public static T of(ObjectId)}: wraps an ObjectId. */
    static final String FACTORY = "of";

    /** {@code public ObjectId toObjectId()}: unwraps it. */
    static final String ACCESSOR = "toObjectId";

    private TypedIdContract() {
    }

    /**
     * Whether objectid-processor generated {@code type}: it declares {@link #MARKER_FIELD} as a static String whose
     * value is {@link #MARKER_VALUE}. (When a module system keeps the private constant from being read, the field
     * alone counts.)
     */
    static boolean isGeneratedTypedId(Class<?> type) {
        Field marker;
        try {
            marker = type.getDeclaredField(MARKER_FIELD);
        } catch (NoSuchFieldException | LinkageError notOurs) {
            return false;
        }
        if (!Modifier.isStatic(marker.getModifiers()) || marker.getType() != String.class) {
            return false;
        }
        try {
            marker.setAccessible(true);
            return MARKER_VALUE.equals(marker.get(null));
        } catch (RuntimeException | IllegalAccessException unreadable) {
            return true;
        }
    }
}
