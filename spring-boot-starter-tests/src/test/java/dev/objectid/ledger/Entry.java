package dev.objectid.ledger;

import dev.objectid.ObjectId;
import dev.objectid.starter.shop.CustomerId;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.relational.core.mapping.Table;

/**
 * An immutable aggregate with a hand-written typed id, a reference to an {@link Account} and the typed id of a JPA
 * entity (listed by objectid-processor, so registered with nothing named).
 */
// tag::aggregate[]
@Table
public record Entry(
        @Id EntryId id,                                  // generated before the insert
        AggregateReference<Account, ObjectId> account,   // another aggregate, by ObjectId
        CustomerId customer,                             // a typed id objectid-processor generated
        String memo) {
}
// end::aggregate[]
