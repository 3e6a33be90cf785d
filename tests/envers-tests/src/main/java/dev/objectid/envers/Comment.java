package dev.objectid.envers;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import org.hibernate.envers.Audited;

/** An audited entity whose id is a plain ObjectId, with an audited reference to a {@link Ticket}. */
@Entity
@Audited
public class Comment {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    @ManyToOne(optional = false)
    private Ticket ticket;

    private String text;

    protected Comment() {}

    public Comment(Ticket ticket, String text) {
        this.ticket = ticket;
        this.text = text;
    }

    public ObjectId getId() {
        return id;
    }

    public Ticket getTicket() {
        return ticket;
    }

    public String getText() {
        return text;
    }

    public void setText(String text) {
        this.text = text;
    }
}
