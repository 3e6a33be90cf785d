package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdGenerator;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import org.hibernate.MappingException;
import org.junit.jupiter.api.Test;

/**
 * An application's own tests can make {@code @ObjectIdGenerated} produce predictable ids through the
 * {@code objectid.generator} setting; without it, ids come from {@link ObjectId#generate()}.
 */
class DeterministicIdsTest {

    @Test
    void aGeneratorWithAFixedClockAndASeedGivesTheSameIdsEveryRun() {
        // tag::fixed-generator[]
        ObjectIdGenerator ids = ObjectIdGenerator.create(
                Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC), new Random(42));
        Map<String, Object> settings = Map.of(ObjectIdGenerated.GENERATOR_SETTING, ids);
        // end::fixed-generator[]
        ObjectIdGenerator expected = ObjectIdGenerator.create(
                Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC), new Random(42));

        try (H2Hibernate h2 = H2Hibernate.start(settings, Customer.class)) {
            List<ObjectId> stored = persistThree(h2);

            assertThat(stored).containsExactly(expected.generate(), expected.generate(), expected.generate());
            assertThat(stored.get(0).timestamp()).isEqualTo(Instant.parse("2026-01-01T00:00:00Z"));
        }
    }

    @Test
    void aSupplierClassNamedInTheSettingsGivesItsIds() {
        SequentialIds.reset();
        try (H2Hibernate h2 = H2Hibernate.start(
                Map.of("objectid.generator", SequentialIds.class.getName()), Customer.class, Ticket.class)) {
            List<ObjectId> stored = persistThree(h2);
            Ticket ticket = new Ticket(null);
            h2.inTransaction(session -> session.persist(ticket));

            assertThat(stored)
                    .extracting(ObjectId::toHexString)
                    .containsExactly(
                            "000000000000000000000001", "000000000000000000000002", "000000000000000000000003");
            assertThat(ticket.getId().toObjectId().toHexString())
                    .as("typed ids too")
                    .isEqualTo("000000000000000000000004");
        }
    }

    @Test
    void aSupplierInstanceOrClassWorksToo() {
        Supplier<ObjectId> fixed = () -> ObjectId.parse("0123456789abcdef01234567");
        try (H2Hibernate h2 = H2Hibernate.start(Map.of("objectid.generator", fixed), HexKeyed.class)) {
            HexKeyed row = new HexKeyed("x");
            h2.inTransaction(session -> session.persist(row));
            assertThat(row.getId()).isEqualTo("0123456789abcdef01234567");
        }
        SequentialIds.reset();
        try (H2Hibernate h2 = H2Hibernate.start(Map.of("objectid.generator", SequentialIds.class), Customer.class)) {
            assertThat(persistThree(h2).get(0).toHexString()).isEqualTo("000000000000000000000001");
        }
    }

    @Test
    void withoutTheSettingIdsComeFromTheSharedGenerator() {
        try (H2Hibernate h2 = H2Hibernate.start(Customer.class)) {
            long before = ObjectIdGenerator.shared().generatedCount();
            List<ObjectId> stored = persistThree(h2);

            assertThat(stored)
                    .allSatisfy(id -> assertThat(id.processValue())
                            .isEqualTo(ObjectIdGenerator.shared().processValue()));
            assertThat(ObjectIdGenerator.shared().generatedCount()).isGreaterThanOrEqualTo(before + 3);
        }
    }

    @Test
    void aSettingThatIsNoIdSourceFailsTheBootWithWhatIsAccepted() {
        assertThatThrownBy(() -> H2Hibernate.start(Map.of("objectid.generator", 42), Customer.class))
                .hasStackTraceContaining("Setting objectid.generator is a java.lang.Integer: not an id source. "
                        + "Accepted: a dev.objectid.ObjectIdGenerator, a java.util.function.Supplier of ObjectIds, "
                        + "or the class (or class name) of such a Supplier with a public no-argument constructor")
                .satisfies(e -> assertThat(rootMappingException(e)).isNotNull());
        assertThatThrownBy(
                        () -> H2Hibernate.start(Map.of("objectid.generator", "com.example.NoSuchIds"), Customer.class))
                .hasStackTraceContaining("Setting objectid.generator is \"com.example.NoSuchIds\": no such class");
        assertThatThrownBy(() -> H2Hibernate.start(Map.of("objectid.generator", String.class), Customer.class))
                .hasStackTraceContaining("Setting objectid.generator is class java.lang.String: not an id source");
    }

    @Test
    void aSupplierOfSomethingElseIsAClearErrorAtInsert() {
        Supplier<Object> wrong = () -> "6740c5e1a3f29b04c7000001";
        try (H2Hibernate h2 = H2Hibernate.start(Map.of("objectid.generator", wrong), Customer.class)) {
            assertThatThrownBy(() -> h2.inTransaction(session -> session.persist(new Customer("x"))))
                    .hasStackTraceContaining("returned a java.lang.String instead of a dev.objectid.ObjectId");
        }
    }

    private static List<ObjectId> persistThree(H2Hibernate h2) {
        List<Customer> customers = List.of(new Customer("a"), new Customer("b"), new Customer("c"));
        h2.inTransaction(session -> customers.forEach(session::persist));
        return customers.stream().map(Customer::getId).toList();
    }

    private static MappingException rootMappingException(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof MappingException) {
                return (MappingException) t;
            }
        }
        return null;
    }
}
