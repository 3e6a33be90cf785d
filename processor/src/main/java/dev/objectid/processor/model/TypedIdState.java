package dev.objectid.processor.model;

/** What the reader found under the name of an entity's typed id. */
public enum TypedIdState {

    /** The id is a plain {@code dev.objectid.ObjectId}: there is no typed id. */
    NONE,

    /** No such class yet: the usual case, the processor generates it. */
    MISSING,

    /** A class the processor generated in an earlier build (a class file in {@code target/classes}, or a source). */
    GENERATED,

    /** A class someone else wrote: the processor must not replace it. */
    FOREIGN
}
