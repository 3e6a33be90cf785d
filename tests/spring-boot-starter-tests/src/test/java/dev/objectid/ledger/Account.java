package dev.objectid.ledger;

import dev.objectid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** A mutable aggregate with a plain ObjectId, set by the starter's callback before the insert. */
@Table
public class Account {

    @Id
    private ObjectId id;

    private String name;

    protected Account() {}

    public Account(String name) {
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
}
