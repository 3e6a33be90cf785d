package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

// tag::sequential-ids[]
/** Ids 000000000000000000000001, ...02, ...: predictable, and reset before each test. */
public class SequentialIds implements Supplier<ObjectId> {

    private static final AtomicInteger NEXT = new AtomicInteger();

    public static void reset() {
        NEXT.set(0);
    }

    @Override
    public ObjectId get() {
        return ObjectId.parse(String.format("%024x", NEXT.incrementAndGet()));
    }
}
// end::sequential-ids[]
