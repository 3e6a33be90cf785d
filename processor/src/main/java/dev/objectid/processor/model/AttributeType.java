package dev.objectid.processor.model;

/** The Java type of an attribute annotated {@code @ObjectIdGenerated}, as far as the generator is concerned. */
public enum AttributeType {
    OBJECT_ID,
    BYTES,
    STRING,
    /** A typed id that carries the processor's marker: one generated in this build, an earlier one, or another jar. */
    TYPED_ID,
    /** A type that does not exist (yet): fine if this compilation generates it. */
    MISSING,
    /**
     * A type variable ({@code ID id} in {@code BaseEntity<ID>}): fine in a mapped superclass, whose entities give the
     * type; Hibernate cannot map it in an entity.
     */
    TYPE_VARIABLE,
    UNSUPPORTED
}
