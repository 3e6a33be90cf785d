package dev.objectid.sample.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;

/**
 * The id of every entity of the shop, declared once: each entity names its type in its {@code extends} clause
 * ({@code Order extends BaseEntity<OrderId>}), and objectid-processor generates that typed id. The column is
 * {@code binary(12)} ({@code bytea} on PostgreSQL).
 *
 * @param <ID> the entity's id type: a typed id, or {@code dev.objectid.ObjectId}
 */
// tag::base-entity[]
@MappedSuperclass
public abstract class BaseEntity<ID extends Serializable> {

    @Id
    @ObjectIdGenerated(allowAssigned = true) // generated on persist; the demo data assigns back-dated ids
    private ID id;
    // end::base-entity[]

    protected BaseEntity() {}

    /** An entity whose id is given, for example one minted for an earlier time with {@code ObjectId.generate(Instant)}. */
    protected BaseEntity(ID id) {
        this.id = id;
    }

    public ID getId() {
        return id;
    }
}
