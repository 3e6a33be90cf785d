package dev.objectid.hibernate;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** An entity whose id is a typed id, with a foreign key to another one. */
@Entity
public class Ticket {

    @Id
    @ObjectIdGenerated
    private TicketId id;

    @ManyToOne
    private Ticket duplicateOf;

    private TicketId mentioned;

    protected Ticket() {}

    public Ticket(Ticket duplicateOf) {
        this.duplicateOf = duplicateOf;
    }

    public TicketId getId() {
        return id;
    }

    public Ticket getDuplicateOf() {
        return duplicateOf;
    }

    public TicketId getMentioned() {
        return mentioned;
    }

    public void setMentioned(TicketId mentioned) {
        this.mentioned = mentioned;
    }
}
