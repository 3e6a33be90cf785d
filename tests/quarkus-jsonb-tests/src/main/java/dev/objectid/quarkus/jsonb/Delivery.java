package dev.objectid.quarkus.jsonb;

import dev.objectid.ObjectId;
import java.util.List;

/**
 * A delivery as a request body: a record, with a typed id and a list of ObjectIds.
 *
 * @param fruit  the fruit delivered
 * @param crates the crates it came in
 */
public record Delivery(FruitId fruit, List<ObjectId> crates) {}
