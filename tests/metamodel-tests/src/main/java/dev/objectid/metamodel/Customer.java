package dev.objectid.metamodel;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;

/** A customer: a typed id and Lombok accessors. */
@Entity
@Getter
@Setter
@NoArgsConstructor
public class Customer {

    @Id
    @ObjectIdGenerated
    private CustomerId id;

    private String name;

    public Customer(String name) {
        this.name = name;
    }
}
