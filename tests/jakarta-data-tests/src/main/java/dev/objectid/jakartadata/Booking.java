package dev.objectid.jakartadata;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/**
 * An entity with a typed id that objectid-processor generates, {@code BookingId}: its static metamodel has the id
 * because the build generates typed ids in a pass of their own (see pom.xml).
 */
@Entity
@Table(name = "bookings")
public class Booking {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private BookingId id;

    private String guest;

    @ManyToOne
    private Event event;

    protected Booking() {}

    public Booking(BookingId id, String guest, Event event) {
        this.id = id;
        this.guest = guest;
        this.event = event;
    }

    public BookingId getId() {
        return id;
    }

    public String getGuest() {
        return guest;
    }

    public Event getEvent() {
        return event;
    }
}
