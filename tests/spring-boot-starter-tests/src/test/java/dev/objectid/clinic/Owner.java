package dev.objectid.clinic;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

@Entity
public class Owner {

    @Id
    @ObjectIdGenerated
    private OwnerId id;

    private String name;

    protected Owner() {}

    public Owner(String name) {
        this.name = name;
    }

    public OwnerId getId() {
        return id;
    }

    public String getName() {
        return name;
    }
}
