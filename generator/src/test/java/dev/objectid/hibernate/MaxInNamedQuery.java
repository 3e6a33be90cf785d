package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;

/** A named query with Hibernate's {@code max} of an id, which the startup check of named queries refuses. */
@Entity
@NamedQuery(name = "MaxInNamedQuery.latest", query = "select max(m.id) from MaxInNamedQuery m")
public class MaxInNamedQuery {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    public ObjectId getId() {
        return id;
    }
}
