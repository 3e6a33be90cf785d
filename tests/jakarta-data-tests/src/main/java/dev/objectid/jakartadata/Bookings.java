package dev.objectid.jakartadata;

import jakarta.data.repository.CrudRepository;
import jakarta.data.repository.Find;
import jakarta.data.repository.OrderBy;
import jakarta.data.repository.Query;
import jakarta.data.repository.Repository;
import java.time.Instant;
import java.util.List;
import org.hibernate.query.range.Range;

/** A Jakarta Data repository of {@link Booking}, whose id is the typed id {@code BookingId}. */
// tag::typed[]
@Repository
public interface Bookings extends CrudRepository<Booking, BookingId> {

    @Find
    @OrderBy("id")
    List<Booking> byId(Range<BookingId> id);

    @Query("where id >= :from and id < :to order by id")
    List<Booking> byIdFromTo(BookingId from, BookingId to);

    /** [from, to) as a closed range of ids: from the first id of from's second to the last before to's. */
    default List<Booking> createdBetween(Instant from, Instant to) {
        return byId(Range.closed(BookingId.minFor(from), BookingId.maxFor(to.minusSeconds(1))));
    }
}
// end::typed[]
