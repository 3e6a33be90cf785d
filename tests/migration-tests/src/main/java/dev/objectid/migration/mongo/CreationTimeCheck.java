package dev.objectid.migration.mongo;

import dev.objectid.migration.shop.CustomerId;
import dev.objectid.migration.shop.OrderId;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Tuple;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * After a load: the rows whose id does not carry their creation time. MongoDB stamps an {@code _id} when the document
 * is inserted, so {@code id.timestamp()} is the document's {@code createdAt} to the second, unless the document was
 * inserted later than it was created (an import from an older system). Time-range queries on the id see such a row at
 * its insertion time: this check finds them before anyone relies on it.
 */
public final class CreationTimeCheck {

    private CreationTimeCheck() {}

    /**
     * A row whose id's second is not its creation time.
     *
     * @param table       the table
     * @param id          the row's id, in hex
     * @param idTimestamp {@code id.timestamp()}
     * @param createdAt   the creation time stored in the row
     */
    public record Mismatch(String table, String id, Instant idTimestamp, Instant createdAt) {}

    // tag::check[]
    /** The customers and orders whose {@code id.timestamp()} is not their {@code createdAt}, to the second. */
    public static List<Mismatch> mismatches(EntityManager entityManager) {
        List<Mismatch> mismatches = new ArrayList<>();
        for (Tuple row : entityManager
                .createQuery("select c.id, c.createdAt from Customer c", Tuple.class)
                .getResultList()) {
            CustomerId id = row.get(0, CustomerId.class);
            add(mismatches, "customers", id.toString(), id.timestamp(), row.get(1, Instant.class));
        }
        for (Tuple row : entityManager
                .createQuery("select o.id, o.createdAt from Order o", Tuple.class)
                .getResultList()) {
            OrderId id = row.get(0, OrderId.class);
            add(mismatches, "orders", id.toString(), id.timestamp(), row.get(1, Instant.class));
        }
        return mismatches;
    }

    private static void add(
            List<Mismatch> mismatches, String table, String id, Instant idTimestamp, Instant createdAt) {
        if (!idTimestamp.equals(createdAt.truncatedTo(ChronoUnit.SECONDS))) {
            mismatches.add(new Mismatch(table, id, idTimestamp, createdAt));
        }
    }
    // end::check[]
}
