package dev.objectid.quarkus.shop;

// tag::imports[]
import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
// end::imports[]

/** A customer, with a plain ObjectId id: an active-record Panache entity. */
// tag::customer[]
@Entity
public class Customer extends PanacheEntityBase {

    @Id
    @ObjectIdGenerated
    public ObjectId id; // binary(12) / bytea

    public String name;
}
// end::customer[]
