package dev.objectid.quarkus.test.shop;

import dev.objectid.ObjectId;
import java.util.List;
import java.util.Map;

/** The body of {@code POST /shop/orders}: ids as a field, in a list and as map keys. */
public record OrderRequest(ObjectId customerId, List<ObjectId> related, Map<OrderId, Integer> referrals) {
}
