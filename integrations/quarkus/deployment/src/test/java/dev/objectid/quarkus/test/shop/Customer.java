package dev.objectid.quarkus.test.shop;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A customer, with a plain ObjectId id; a Panache entity. */
@Entity
public class Customer extends PanacheEntityBase {

    @Id
    @ObjectIdGenerated
    public ObjectId id;

    public String name;
}
