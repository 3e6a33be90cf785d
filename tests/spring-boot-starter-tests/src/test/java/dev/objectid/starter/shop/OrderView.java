package dev.objectid.starter.shop;

import dev.objectid.ObjectId;
import java.util.List;
import java.util.Map;

/** An order as JSON: an id of its own, the customer's, and ids in a list and as map keys. */
public record OrderView(
        ObjectId id, CustomerId customerId, List<ObjectId> related, Map<CustomerId, Integer> referrals) {}
