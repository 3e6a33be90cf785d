package dev.objectid.hibernate;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A mistake: @ObjectIdGenerated on a Long. Hibernate must refuse to boot, saying so. */
@Entity
public class WrongTypeEntity {

    @Id
    @ObjectIdGenerated
    private Long id;
}
