package dev.objectid.micronaut.it.jpa;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A customer of Micronaut Data JPA, with an {@link ObjectId} that objectid-generator sets when Hibernate persists it. */
// tag::customer[]
@Serdeable
@Entity
@Table(name = "customers")
public class Customer {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private String name;
    // end::customer[]

    public Customer() {}

    public Customer(String name) {
        this.name = name;
    }

    public ObjectId getId() {
        return id;
    }

    public void setId(ObjectId id) {
        this.id = id;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
