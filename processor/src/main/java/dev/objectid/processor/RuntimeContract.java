package dev.objectid.processor;

/**
 * What the runtime (objectid-core's {@code TypedIdType} and {@code TypedIdIndex}, through which the Hibernate, Spring
 * Data JDBC, jOOQ and MyBatis integrations read typed ids) expects of the typed ids this processor generates, written
 * down once. A test on each side fails when the two disagree (this module's {@code RuntimeContractTest} reads the
 * runtime's).
 */
final class RuntimeContract {

    /** The class-path resource listing the typed ids of a module, which the runtime's type contributor reads. */
    static final String TYPED_ID_INDEX = "META-INF/objectid/typed-ids";

    /**
     * A private constant every generated typed id declares, with {@link #MARKER_VALUE} as its value. {@code @Generated}
     * is not kept in class files, but a constant is: it tells a typed id compiled in an earlier build (found in
     * {@code target/classes} or a jar) from a class of the same name that the user wrote, here and in the runtime.
     */
    static final String MARKER_FIELD = "GENERATED_BY";

    /** The value of {@link #MARKER_FIELD}: the processor's name, also written into {@code @Generated}. */
    static final String MARKER_VALUE = "dev.objectid.processor.ObjectIdProcessor";

    /** {@code public static T of(ObjectId)}, which the runtime calls to wrap a generated or loaded ObjectId. */
    static final String FACTORY = "of";

    /** {@code public ObjectId toObjectId()}, which the runtime calls to bind a typed id. */
    static final String ACCESSOR = "toObjectId";

    private RuntimeContract() {
    }
}
