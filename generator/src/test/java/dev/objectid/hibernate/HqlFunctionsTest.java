package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * HQL on ObjectId and typed-id attributes, on H2: {@code max()} and {@code min()} (which Hibernate refused for binary
 * columns), {@code str()} (which returned the 12 bytes as characters), and the functions objectid-generator adds; and
 * that everything else keeps Hibernate's own functions. Runs on every Hibernate line of the compatibility matrix; the
 * integration tests run the same functions on PostgreSQL and MariaDB.
 */
class HqlFunctionsTest {

    /** Creation times of the records: across midnight, at the edges of an id's range, and after 2038. */
    private static final List<Instant> CREATED = List.of(
            Instant.parse("1970-01-01T00:00:00Z"),
            Instant.parse("2024-05-01T22:30:00Z"),
            Instant.parse("2024-05-01T23:59:59Z"),
            Instant.parse("2024-05-02T00:00:00Z"),
            Instant.parse("2100-01-01T12:00:00Z"),
            Instant.parse("2106-02-07T06:28:15Z"));

    private static H2Hibernate h2;
    private static final List<ObjectId> RECORDS = new ArrayList<>();
    private static final List<Ticket> TICKETS = new ArrayList<>();
    private static final List<Customer> CUSTOMERS = new ArrayList<>();
    private static TextStored textStored;

    @BeforeAll
    static void data() {
        h2 = H2Hibernate.start(
                Customer.class, PurchaseOrder.class, Ticket.class, TextStored.class, ImportedRecord.class);
        h2.inTransaction(session -> {
            for (Instant created : CREATED) {
                ImportedRecord record = new ImportedRecord(ObjectId.generate(created), "at " + created);
                session.persist(record);
                RECORDS.add(record.getId());
            }
            for (int i = 0; i < 5; i++) {
                Customer customer = new Customer("customer " + i);
                session.persist(customer);
                CUSTOMERS.add(customer);
                Ticket ticket = new Ticket(null);
                ticket.setMentioned(TicketId.of(ObjectId.generate(CREATED.get(i))));
                session.persist(ticket);
                TICKETS.add(ticket);
            }
            textStored = new TextStored(ObjectId.generate(), ObjectId.generate(), TicketId.of(ObjectId.generate()));
            session.persist(textStored);
        });
    }

    @AfterAll
    static void stop() {
        h2.close();
    }

    @Test
    void maxAndMinOfObjectIds() {
        assertThat(single("select max(c.id) from Customer c", ObjectId.class))
                .isEqualTo(CUSTOMERS.stream()
                        .map(Customer::getId)
                        .max(Comparator.naturalOrder())
                        .get());
        assertThat(single("select min(c.id) from Customer c", ObjectId.class))
                .isEqualTo(CUSTOMERS.stream()
                        .map(Customer::getId)
                        .min(Comparator.naturalOrder())
                        .get());
        assertThat(single("select objectid_max(r.id) from ImportedRecord r", ObjectId.class))
                .isEqualTo(RECORDS.get(RECORDS.size() - 1));
        assertThat(single("select objectid_min(r.id) from ImportedRecord r", ObjectId.class))
                .isEqualTo(RECORDS.get(0));
    }

    @Test
    void maxAndMinOfTypedIds() {
        assertThat(single("select max(t.mentioned) from Ticket t", TicketId.class))
                .isEqualTo(TICKETS.stream()
                        .map(Ticket::getMentioned)
                        .max(Comparator.naturalOrder())
                        .get());
        assertThat(single("select min(t.id) from Ticket t", TicketId.class))
                .isEqualTo(TICKETS.stream()
                        .map(Ticket::getId)
                        .min(Comparator.naturalOrder())
                        .get());
    }

    @Test
    void greatestInCriteriaIsMax() {
        ObjectId greatest = h2.fromTransaction(session -> {
            CriteriaBuilder criteriaBuilder = session.getCriteriaBuilder();
            CriteriaQuery<ObjectId> query = criteriaBuilder.createQuery(ObjectId.class);
            Root<Customer> customer = query.from(Customer.class);
            query.select(criteriaBuilder.greatest(customer.<ObjectId>get("id")));
            return session.createQuery(query).getSingleResult();
        });

        assertThat(greatest)
                .isEqualTo(CUSTOMERS.stream()
                        .map(Customer::getId)
                        .max(Comparator.naturalOrder())
                        .get());
    }

    @Test
    void theFunctionsInCriteria() {
        List<Instant> created = h2.fromTransaction(session -> {
            CriteriaBuilder criteriaBuilder = session.getCriteriaBuilder();
            CriteriaQuery<Instant> query = criteriaBuilder.createQuery(Instant.class);
            Root<ImportedRecord> record = query.from(ImportedRecord.class);
            query.select(criteriaBuilder.function("objectid_timestamp", Instant.class, record.get("id")))
                    .orderBy(criteriaBuilder.asc(record.get("id")));
            return session.createQuery(query).getResultList();
        });

        assertThat(created).containsExactlyElementsOf(CREATED);
    }

    @Test
    void strAndObjectIdHexAreTheHexForm() {
        List<String> expected = RECORDS.stream().map(ObjectId::toHexString).toList();

        assertThat(list("select str(r.id) from ImportedRecord r order by r.id", String.class))
                .containsExactlyElementsOf(expected);
        assertThat(list("select objectid_hex(r.id) from ImportedRecord r order by r.id", String.class))
                .containsExactlyElementsOf(expected);
        assertThat(list("select str(t.mentioned) from Ticket t order by t.mentioned", String.class))
                .containsExactlyElementsOf(TICKETS.stream()
                        .map(t -> t.getMentioned().toString())
                        .sorted()
                        .toList());
    }

    @Test
    void objectIdTimestampIsTheCreationTime() {
        assertThat(list("select objectid_timestamp(r.id) from ImportedRecord r order by r.id", Instant.class))
                .containsExactlyElementsOf(CREATED);
        assertThat(list("select objectid_timestamp(t.mentioned) from Ticket t order by t.mentioned", Instant.class))
                .containsExactlyElementsOf(CREATED.subList(0, 5));
    }

    @Test
    void objectIdTimestampInWhereOrderByAndGroupBy() {
        List<ObjectId> may = h2.fromTransaction(session -> session.createQuery(
                        "select r.id from ImportedRecord r where objectid_timestamp(r.id) >= :from"
                                + " and objectid_timestamp(r.id) < :to order by objectid_timestamp(r.id) desc",
                        ObjectId.class)
                .setParameter("from", Instant.parse("2024-05-01T00:00:00Z"))
                .setParameter("to", Instant.parse("2024-06-01T00:00:00Z"))
                .getResultList());
        assertThat(may).containsExactly(RECORDS.get(3), RECORDS.get(2), RECORDS.get(1));

        List<Object[]> perYear = list(
                "select year(objectid_timestamp(r.id)), count(*) from ImportedRecord r"
                        + " group by year(objectid_timestamp(r.id)) order by 1",
                Object[].class);
        assertThat(perYear)
                .extracting(row -> row[0] + ":" + row[1])
                .containsExactly("1970:1", "2024:3", "2100:1", "2106:1");
    }

    @Test
    void otherArgumentsKeepHibernatesFunctions() {
        assertThat(single("select max(c.name) from Customer c", String.class)).isEqualTo("customer 4");
        assertThat(single("select str(count(*)) from Customer c", String.class)).isEqualTo("5");
        // an ObjectId stored as text is compared and printed as the text it is
        assertThat(single("select max(s.reference) from TextStored s", ObjectId.class))
                .isEqualTo(textStored.getReference());
        assertThat(single("select str(s.reference) from TextStored s", String.class))
                .isEqualTo(textStored.getReference().toHexString());
    }

    @Test
    void argumentsThatAreNotIdsStoredAsBinaryAreRefused() {
        assertThatThrownBy(() -> single("select objectid_timestamp(c.name) from Customer c", Instant.class))
                .hasMessageContaining("Parameter 1 of function 'objectid_timestamp()' must be an ObjectId or a typed"
                        + " id, but it is of type 'java.lang.String'");
        assertThatThrownBy(() -> single("select objectid_hex(s.reference) from TextStored s", String.class))
                .hasMessageContaining("Parameter 1 of function 'objectid_hex()' must be an id stored as binary"
                        + " (binary(12), bytea), but this ObjectId is stored as VARCHAR");
        assertThatThrownBy(() -> single("select objectid_timestamp(c.id, c.id) from Customer c", Instant.class))
                .hasMessageContaining("Function 'objectid_timestamp()' takes exactly one argument, an ObjectId or a"
                        + " typed id, but 2 were given");
    }

    @Test
    void theSqlOnH2() {
        h2.sql.clear();
        list("select objectid_timestamp(r.id), objectid_hex(r.id) from ImportedRecord r", Object[].class);
        single("select max(r.id) from ImportedRecord r", ObjectId.class);

        assertThat(h2.sql)
                .containsExactly(
                        "select timestamp with time zone '1970-01-01 00:00:00+00' + cast(cast(X'00000000' || substring(ir1_0"
                                + ".id, 1, 4) as bigint) as interval second(10)),rawtohex(ir1_0.id) from ImportedRecord ir1_0",
                        "select max(ir1_0.id) from ImportedRecord ir1_0");
    }

    private static <T> T single(String hql, Class<T> type) {
        return h2.fromTransaction(session -> session.createQuery(hql, type).getSingleResult());
    }

    private static <T> List<T> list(String hql, Class<T> type) {
        return h2.fromTransaction(session -> session.createQuery(hql, type).getResultList());
    }
}
