package dev.objectid.jackson;

import dev.objectid.ObjectId;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A shipment with an id, a typed id, a missing id, a list with a null, and ids as map keys; and how it is written with
 * and without the Extended JSON modules.
 */
record Shipment(ObjectId id, ShipmentId parent, ObjectId carrier, List<ObjectId> orders, Map<ObjectId, String> notes) {

    static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");
    static final ObjectId OTHER = ObjectId.parse("66322180ffffffffffffffff");

    static final Shipment EXAMPLE =
            new Shipment(ID, ShipmentId.of(OTHER), null, Arrays.asList(OTHER, null), Map.of(ID, "fragile"));

    static final String EXTENDED_JSON = "{\"id\":{\"$oid\":\"6632217f8a5d3e0001a0b1c2\"},"
            + "\"parent\":{\"$oid\":\"66322180ffffffffffffffff\"},\"carrier\":null,"
            + "\"orders\":[{\"$oid\":\"66322180ffffffffffffffff\"},null],"
            + "\"notes\":{\"6632217f8a5d3e0001a0b1c2\":\"fragile\"}}";
    static final String HEX_JSON = "{\"id\":\"6632217f8a5d3e0001a0b1c2\","
            + "\"parent\":\"66322180ffffffffffffffff\",\"carrier\":null,"
            + "\"orders\":[\"66322180ffffffffffffffff\",null],"
            + "\"notes\":{\"6632217f8a5d3e0001a0b1c2\":\"fragile\"}}";

    /** A record without ids, whose string looks like one. */
    record Plain(String id, long count) {}

    static final Plain PLAIN = new Plain("6632217f8a5d3e0001a0b1c2", 3);
    static final String PLAIN_JSON = "{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"count\":3}";
}
