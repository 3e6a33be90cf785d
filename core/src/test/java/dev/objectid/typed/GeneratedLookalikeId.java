package dev.objectid.typed;

import dev.objectid.ObjectId;

/** A typed id with the marker objectid-processor writes into the classes it generates. */
public final class GeneratedLookalikeId {

    private static final String GENERATED_BY = "dev.objectid.processor.ObjectIdProcessor";

    private final ObjectId value;

    private GeneratedLookalikeId(ObjectId value) {
        this.value = value;
    }

    public static GeneratedLookalikeId of(ObjectId value) {
        return new GeneratedLookalikeId(value);
    }

    public ObjectId toObjectId() {
        return value;
    }

    @Override
    public String toString() {
        return GENERATED_BY + ":" + value;
    }
}
