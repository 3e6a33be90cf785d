package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;

/** Named queries with id functions: Hibernate checks them when the session factory starts. */
@Entity
// tag::named-query[]
@NamedQuery(name = "Shipment.latest", query = "select objectid_max(s.id) from Shipment s")
// end::named-query[]
@NamedQuery(name = "Shipment.hex", query = "select str(s.id) from Shipment s")
public class Shipment {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    public ObjectId getId() {
        return id;
    }
}
