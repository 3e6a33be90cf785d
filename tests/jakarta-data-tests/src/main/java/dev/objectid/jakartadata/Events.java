package dev.objectid.jakartadata;

import dev.objectid.ObjectId;
import jakarta.data.repository.CrudRepository;
import jakarta.data.repository.Find;
import jakarta.data.repository.OrderBy;
import jakarta.data.repository.Query;
import jakarta.data.repository.Repository;
import java.time.Instant;
import java.util.List;
import org.hibernate.query.range.Range;
import org.hibernate.query.restriction.Restriction;

/** A Jakarta Data repository of {@link Event}, implemented by hibernate-processor ({@code Events_}). */
// tag::repository[]
@Repository
public interface Events extends CrudRepository<Event, ObjectId> {

    /** Hibernate's @Find with a Range of ids. */
    @Find
    @OrderBy("id")
    List<Event> byId(Range<ObjectId> id);

    /** Hibernate's @Find with a restriction built on the static metamodel, such as {@code Event_.id}. */
    @Find
    List<Event> matching(Restriction<Event> restriction);

    /** Jakarta Data's query language, with the two ids of the range as parameters. */
    @Query("where id >= :from and id < :to order by id")
    List<Event> byIdFromTo(ObjectId from, ObjectId to);

    /** The events created in [from, to), to the second: a range scan on the primary key. */
    default List<Event> createdBetween(Instant from, Instant to) {
        return byIdFromTo(ObjectId.minFor(from), ObjectId.minFor(to));
    }

    /** The events created at or after from, the current second included. */
    default List<Event> createdSince(Instant from) {
        return byId(Range.greaterThanOrEqualTo(ObjectId.minFor(from)));
    }
}
// end::repository[]
