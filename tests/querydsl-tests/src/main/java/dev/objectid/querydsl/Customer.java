package dev.objectid.querydsl;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.Instant;

/** A customer keyed by a plain ObjectId: Querydsl's processor writes {@code ComparablePath<ObjectId> id} for it. */
@Entity
public class Customer {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private String name;

    protected Customer() {}

    public Customer(String name) {
        this.name = name;
    }

    public ObjectId getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    /** When the customer was created, to the second: read from the id. */
    public Instant getCreated() {
        return id.timestamp();
    }
}
