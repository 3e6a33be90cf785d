package dev.objectid.benchmarks.read;

import dev.objectid.ObjectId;
import java.time.Instant;
import java.util.UUID;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * A key scheme of the read-path benchmark: its entity and the id of the i-th row. The ids grow with i in every
 * scheme (and in the database's own order of the column type), so that the first and the last id bound all rows.
 */
enum ReadScheme {
    LONG(LongEntity.class, LongEntity::new, i -> (long) i + 1),
    UUID(UuidEntity.class, UuidEntity::new, ReadScheme::uuid),
    OBJECT_ID(ObjectIdEntity.class, ObjectIdEntity::new, ReadScheme::objectId),
    TYPED_ID(TypedEntity.class, TypedEntity::new, i -> TypedEntityId.of(objectId(i))),
    /** {@link #OBJECT_ID} again through another entity class on the same table: the control of a paired comparison. */
    OBJECT_ID_TWIN(ObjectIdTwinEntity.class, ObjectIdTwinEntity::new, ReadScheme::objectId),
    /** {@link #TYPED_ID} again through another entity class, with its own typed id, on the same table. */
    TYPED_ID_TWIN(TypedTwinEntity.class, TypedTwinEntity::new, i -> TypedTwinEntityId.of(objectId(i)));

    /** The time in every generated ObjectId and UUID; fixed, so that runs load the same bytes. */
    static final Instant BASE = Instant.parse("2026-01-01T00:00:00Z");
    /** The ObjectId counter has 3 bytes, so this many rows at most get distinct, growing ids at one instant. */
    static final int MAX_ROWS = 1 << 24;

    final Class<? extends ReadPayload> entity;
    private final Supplier<? extends ReadPayload> factory;
    private final IntFunction<Object> ids;

    ReadScheme(Class<? extends ReadPayload> entity, Supplier<? extends ReadPayload> factory, IntFunction<Object> ids) {
        this.entity = entity;
        this.factory = factory;
        this.ids = ids;
    }

    /** The id of row {@code i} (0-based). */
    Object id(int i) {
        if (i < 0 || i >= MAX_ROWS) {
            throw new IllegalArgumentException("row " + i + " is out of range: 0 to " + (MAX_ROWS - 1));
        }
        return ids.apply(i);
    }

    /** Row {@code i}: its id and its payload. */
    ReadPayload row(int i, Instant createdAt) {
        ReadPayload row = factory.get();
        row.fill(i, createdAt);
        row.id(id(i));
        return row;
    }

    private static ObjectId objectId(int i) {
        return ObjectId.of(BASE, 0x5EED, i);
    }

    /** The UUIDv7 layout: 48 bits of milliseconds, version 7, then the variant and i in the low bits. */
    private static UUID uuid(int i) {
        long msb = (BASE.toEpochMilli() << 16) | 0x7000L;
        long lsb = 0x8000_0000_0000_0000L | i;
        return new UUID(msb, lsb);
    }
}
