package dev.objectid.jakartadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.query.range.Range;
import org.hibernate.query.restriction.Restriction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Jakarta Data repositories that hibernate-processor implements, on this run's database, with a plain ObjectId id
 * ({@link Events}) and a typed id ({@link Bookings}, whose metamodel has the id thanks to the two-pass build): ids
 * generated on insert, and time ranges through {@code @Find} with a {@code Range}, a restriction on the static
 * metamodel and {@code @Query}.
 */
class JakartaDataTest {

    private static final Instant NOON = Instant.parse("2026-05-04T12:00:00Z");

    private static SessionFactory sessionFactory;

    private StatelessSession session;
    private Events events;
    private Bookings bookings;

    @BeforeAll
    static void start() {
        TestDatabase database = TestDatabases.create();
        sessionFactory = new MetadataSources(new StandardServiceRegistryBuilder()
                        .applySettings(database.jdbcSettings())
                        .applySetting("hibernate.hbm2ddl.auto", "create-drop")
                        .build())
                .addAnnotatedClasses(Event.class, Booking.class)
                .buildMetadata()
                .buildSessionFactory();
    }

    @AfterAll
    static void stop() {
        sessionFactory.close();
    }

    @BeforeEach
    void open() {
        session = sessionFactory.openStatelessSession();
        // tag::create[]
        events = new Events_(session); // Hibernate's implementation, written by hibernate-processor
        // end::create[]
        bookings = new Bookings_(session);
        sessionFactory.inStatelessTransaction(cleaner -> {
            cleaner.createMutationQuery("delete from Booking").executeUpdate();
            cleaner.createMutationQuery("delete from Event").executeUpdate();
        });
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void idsAreGeneratedOnInsert() {
        Event started = events.insert(new Event("started"));
        Booking booking = bookings.insert(new Booking(null, "Ada", started));

        assertThat(started.getId()).isNotNull();
        assertThat(booking.getId()).isInstanceOf(BookingId.class);
        assertThat(bookings.findById(booking.getId())).hasValueSatisfying(found -> {
            assertThat(found.getGuest()).isEqualTo("Ada");
            assertThat(found.getEvent().getId()).isEqualTo(started.getId());
        });
    }

    @Test
    void timeRangesOnAnObjectIdThreeWays() {
        List<ObjectId> created = insertEventsAt(NOON, NOON.plusMillis(999), NOON.plusSeconds(1), NOON.plusSeconds(2));
        Instant from = NOON.plusMillis(500);
        Instant to = NOON.plusSeconds(2);

        // tag::queries[]
        List<Event> withQuery = events.createdBetween(from, to); // @Query, [from, to)
        List<Event> withRange = events.byId(Range.greaterThanOrEqualTo(ObjectId.minFor(to))); // @Find + Range
        List<Event> withRestriction = events.matching(Restriction.all(List.of( // @Find + Restriction
                Restriction.greaterThanOrEqual(Event_.id, ObjectId.minFor(from)),
                Restriction.lessThan(Event_.id, ObjectId.minFor(to)))));
        // end::queries[]

        assertThat(withQuery).extracting(Event::getId).containsExactly(created.get(0), created.get(1), created.get(2));
        assertThat(withRange).extracting(Event::getId).containsExactly(created.get(3));
        assertThat(withRestriction)
                .extracting(Event::getId)
                .containsExactlyInAnyOrder(created.get(0), created.get(1), created.get(2));
        assertThat(events.createdSince(NOON.plusSeconds(1)))
                .extracting(Event::getId)
                .containsExactly(created.get(2), created.get(3));
        assertThat(events.createdBetween(to, from)).isEmpty();
    }

    @Test
    void timeRangesOnATypedIdThroughItsMetamodel() {
        Event started = events.insert(new Event("started"));
        List<BookingId> created = new ArrayList<>();
        for (Instant time : List.of(NOON, NOON.plusSeconds(1), NOON.plusSeconds(2), NOON.plusSeconds(3))) {
            created.add(bookings.insert(new Booking(BookingId.of(ObjectId.generate(time)), "guest", started))
                    .getId());
        }

        assertThat(bookings.createdBetween(NOON.plusSeconds(1), NOON.plusSeconds(3)))
                .extracting(Booking::getId)
                .containsExactly(created.get(1), created.get(2));
        assertThat(bookings.byIdFromTo(BookingId.minFor(NOON), BookingId.minFor(NOON.plusSeconds(1))))
                .extracting(Booking::getId)
                .containsExactly(created.get(0));
        assertThat(Booking_.id.getJavaType()).isEqualTo(BookingId.class);
        assertThat(_Booking.ID).isEqualTo("id");
    }

    private List<ObjectId> insertEventsAt(Instant... times) {
        List<ObjectId> created = new ArrayList<>();
        for (Instant time : times) {
            created.add(events.insert(new Event(ObjectId.generate(time), "at " + time))
                    .getId());
        }
        return created;
    }
}
