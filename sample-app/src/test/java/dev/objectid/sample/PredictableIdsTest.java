package dev.objectid.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.db.TestDatabaseExtension;
import dev.objectid.sample.shop.Customer;
import dev.objectid.sample.shop.CustomerRepository;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * An application's test makes {@code @ObjectIdGenerated} produce predictable ids with one property, as
 * docs/generator.md shows: {@code spring.jpa.properties.objectid.generator} names a supplier of ObjectIds.
 */
// tag::property[]
@SpringBootTest(properties = "spring.jpa.properties.objectid.generator=dev.objectid.sample.PredictableIdsTest$Ids")
// end::property[]
@DirtiesContext
class PredictableIdsTest {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension("h2");

    @Autowired
    CustomerRepository customers;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> DATABASE.database().url());
    }

    @Test
    void savedEntitiesGetTheIdsOfTheSupplierTheTestNamed() {
        Customer first = customers.save(new Customer("Ada", "ada@example.com"));
        Customer second = customers.save(new Customer("Grace", "grace@example.com"));

        ObjectId firstId = first.getId().toObjectId();
        ObjectId secondId = second.getId().toObjectId();
        assertThat(firstId.processValue()).isEqualTo(Ids.PROCESS_VALUE);
        assertThat(secondId.processValue()).isEqualTo(Ids.PROCESS_VALUE);
        assertThat(secondId.counter()).isEqualTo(firstId.counter() + 1);
    }

    /** Ids with a process value no random draw is likely to give, numbered 1, 2, 3, ... */
    public static class Ids implements Supplier<ObjectId> {

        static final long PROCESS_VALUE = 0x7e57000000L;
        private static final AtomicInteger NEXT = new AtomicInteger();

        @Override
        public ObjectId get() {
            return ObjectId.parse(String.format("6740c5e1%010x%06x", PROCESS_VALUE, NEXT.incrementAndGet()));
        }
    }
}
