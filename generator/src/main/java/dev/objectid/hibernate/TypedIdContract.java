package dev.objectid.hibernate;

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
}
