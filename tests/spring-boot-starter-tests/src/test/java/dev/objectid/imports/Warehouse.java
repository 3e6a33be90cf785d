package dev.objectid.imports;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Generated ids only: {@code save} of a new warehouse with an id set has no row to update. */
@Entity
public class Warehouse {

    @Id
    @ObjectIdGenerated
    private WarehouseId id;

    private String city;

    protected Warehouse() {}

    public Warehouse(WarehouseId id, String city) {
        this.id = id;
        this.city = city;
    }

    public WarehouseId getId() {
        return id;
    }

    public String getCity() {
        return city;
    }

    public void setCity(String city) {
        this.city = city;
    }
}
