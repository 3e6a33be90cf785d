package dev.objectid.quarkus.test.shop;

import dev.objectid.ObjectId;
import java.util.List;
import java.util.Map;

/**
 * The body of {@code POST /shop/orders}: ids as a field, in a list and as map keys, and a typed id Jackson reads only
 * from a string.
 */
public record OrderRequest(
        ObjectId customerId, List<ObjectId> related, Map<OrderId, Integer> referrals, CouponId coupon) {}
