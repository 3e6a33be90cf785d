package dev.objectid.hibernate;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * An id kept as its 12 raw bytes. A {@code byte[]} is not an ObjectId to Hibernate, so the column shape is spelled
 * out; without it the column would be {@code varbinary(255)}.
 */
@Entity
public class BytesKeyed {

    // tag::bytes-id[]
    @Id
    @ObjectIdGenerated
    @JdbcTypeCode(SqlTypes.BINARY)
    @Column(length = 12)
    private byte[] id;
    // end::bytes-id[]

    private String label;

    protected BytesKeyed() {}

    public BytesKeyed(String label) {
        this.label = label;
    }

    public byte[] getId() {
        return id;
    }

    public String getLabel() {
        return label;
    }
}
