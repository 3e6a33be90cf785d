package dev.objectid.starter.shop;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import java.util.Objects;

/**
 * A typed id written by hand that Jackson reads through its {@code valueOf(String)} alone, as it reads a typed id
 * generated where jackson-annotations was not on the class path: from a JSON string, and from nothing else.
 */
public final class CouponId {

    private final ObjectId value;

    private CouponId(ObjectId value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    public static CouponId of(ObjectId value) {
        return new CouponId(value);
    }

    public static CouponId valueOf(String hex) {
        return TypedIdType.of(CouponId.class).parse(hex);
    }

    public ObjectId toObjectId() {
        return value;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CouponId coupon && value.equals(coupon.value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @JsonValue
    @Override
    public String toString() {
        return value.toHexString();
    }
}
