package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** ObjectIds and a typed id stored as text by choice: the JDBC type decides the column and its default length. */
@Entity
public class TextStored {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    // tag::varchar-id[]
    @JdbcTypeCode(SqlTypes.VARCHAR)
    private ObjectId reference; // varchar(24): the 24-character hex form
    // end::varchar-id[]

    @JdbcTypeCode(SqlTypes.CHAR)
    private ObjectId code;

    @JdbcTypeCode(SqlTypes.VARCHAR)
    private TicketId ticket;

    protected TextStored() {}

    public TextStored(ObjectId reference, ObjectId code, TicketId ticket) {
        this.reference = reference;
        this.code = code;
        this.ticket = ticket;
    }

    public ObjectId getId() {
        return id;
    }

    public ObjectId getReference() {
        return reference;
    }

    public ObjectId getCode() {
        return code;
    }

    public TicketId getTicket() {
        return ticket;
    }
}
