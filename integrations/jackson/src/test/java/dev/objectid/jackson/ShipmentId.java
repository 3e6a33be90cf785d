package dev.objectid.jackson;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.objectid.ObjectId;

/** A typed id of the tests, with the Jackson annotations objectid-processor gives generated ones. */
public final class ShipmentId {

    private final ObjectId value;

    private ShipmentId(ObjectId value) {
        this.value = value;
    }

    public static ShipmentId of(ObjectId value) {
        return new ShipmentId(value);
    }

    @JsonCreator
    public static ShipmentId valueOf(String hex) {
        return new ShipmentId(ObjectId.parse(hex));
    }

    public ObjectId toObjectId() {
        return value;
    }

    @JsonValue
    @Override
    public String toString() {
        return value.toHexString();
    }
}
