package dev.objectid.ledger;

import dev.objectid.ObjectId;
import dev.objectid.starter.shop.CustomerId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/**
 * An immutable aggregate with a hand-written typed id, the ObjectId of an {@link Account} and the typed id of a JPA
 * entity (listed by objectid-processor, so registered with nothing named). References by {@code AggregateReference}
 * are in {@code dev.objectid.journal}: Spring Data JDBC 3.5 does not write them.
 */
// tag::aggregate[]
@Table
public record Entry(
        @Id EntryId id, // generated before the insert
        ObjectId account, // the id of another aggregate
        CustomerId customer, // a typed id objectid-processor generated
        String memo) {}
// end::aggregate[]
