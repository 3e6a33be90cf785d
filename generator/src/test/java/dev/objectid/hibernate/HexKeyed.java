package dev.objectid.hibernate;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/**
 * An id kept as its 24-character lower-case hex form. A String is not an ObjectId to Hibernate, so its length is spelled
 * out; without it the column would be {@code varchar(255)}. Twice the bytes of the binary form, in the
 * primary key and in every index and foreign key that repeats it.
 */
@Entity
public class HexKeyed {

    // tag::hex-id[]
    @Id
    @ObjectIdGenerated
    @Column(length = 24)
    private String id;
    // end::hex-id[]

    private String label;

    protected HexKeyed() {}

    public HexKeyed(String label) {
        this.label = label;
    }

    public String getId() {
        return id;
    }

    public String getLabel() {
        return label;
    }
}
