package dev.objectid.querydsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.querydsl.core.types.Predicate;
import com.querydsl.core.types.dsl.ComparablePath;
import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.ObjectIdGenerator;
import dev.objectid.hibernate.ObjectIdGenerated;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Random;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.data.domain.Sort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Range queries over ObjectIds and typed ids through Spring Data's {@code QuerydslPredicateExecutor}, on this run's
 * database (H2; PostgreSQL or MariaDB in the executions {@code OBJECTID_TEST_DATABASES} adds). The ids are generated
 * by {@code @ObjectIdGenerated} from a generator whose clock the test sets, so each row is created at a chosen second.
 */
@SpringBootTest(classes = {QuerydslApplication.class, QuerydslRangeQueryTest.IdsAtChosenInstants.class})
class QuerydslRangeQueryTest {

    private static final TestDatabase DATABASE = TestDatabases.create();

    /** Each test starts a day after the rows of the one before. */
    private static final SettableClock CLOCK = new SettableClock(Instant.parse("2026-03-01T00:00:00Z"));

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", DATABASE::url);
        registry.add("spring.datasource.username", DATABASE::user);
        registry.add("spring.datasource.password", DATABASE::password);
        registry.add("spring.jpa.hibernate.ddl-auto", () -> "create-drop");
    }

    /** The ids of this application come from a generator on {@link #CLOCK}. */
    @TestConfiguration(proxyBeanMethods = false)
    static class IdsAtChosenInstants {

        @Bean
        HibernatePropertiesCustomizer idsAtChosenInstants() {
            return settings ->
                    settings.put(ObjectIdGenerated.GENERATOR_SETTING, ObjectIdGenerator.create(CLOCK, new Random(22)));
        }
    }

    @Autowired
    private OrderRepository orders;

    @Autowired
    private CustomerRepository customers;

    private Instant day;

    @BeforeEach
    void nextDay() {
        orders.deleteAll();
        customers.deleteAll();
        day = CLOCK.now().truncatedTo(ChronoUnit.DAYS).plus(Duration.ofDays(1));
    }

    @Test
    void aTypedIdRangeFindsExactlyTheOrdersCreatedInItInIdOrder() {
        Customer ada = customerAt("09:00:00", "Ada");
        Instant from = at("10:00:00");
        Instant to = at("11:00:00");
        orderAt("09:59:59", ada, "before");
        Order first = orderAt("10:00:00", ada, "first");
        Order second = orderAt("10:30:00", ada, "second");
        Order sameSecond = orderAt("10:30:00", ada, "same second");
        Order last = orderAt("10:59:59", ada, "last");
        orderAt("11:00:00", ada, "at the end, excluded");
        orderAt("12:00:00", ada, "after");

        // tag::range-query[]
        QOrder order = QOrder.order;
        Predicate createdInRange = order.id.goe(OrderId.minFor(from)).and(order.id.lt(OrderId.minFor(to)));
        Iterable<Order> found = orders.findAll(createdInRange, Sort.by("id"));
        // end::range-query[]

        assertThat(list(found))
                .extracting(Order::getId)
                .containsExactly(first.getId(), second.getId(), sameSecond.getId(), last.getId());
        assertThat(list(found))
                .extracting(Order::getCreated)
                .containsExactly(from, at("10:30:00"), at("10:30:00"), at("10:59:59"));
        assertThat(orders.count(createdInRange)).isEqualTo(4);
    }

    @Test
    void aPlainObjectIdRangeFindsExactlyTheCustomersCreatedInIt() {
        customerAt("08:00:00", "Before");
        Customer grace = customerAt("09:00:00", "Grace");
        Customer alan = customerAt("09:00:00", "Alan");
        Customer edsger = customerAt("09:15:00", "Edsger");
        customerAt("09:30:00", "At the end");

        QCustomer customer = QCustomer.customer;
        Predicate createdInRange =
                customer.id.goe(ObjectId.minFor(at("09:00:00"))).and(customer.id.lt(ObjectId.minFor(at("09:30:00"))));

        assertThat(list(customers.findAll(createdInRange, Sort.by("id"))))
                .extracting(Customer::getName)
                .containsExactly(grace.getName(), alan.getName(), edsger.getName());
    }

    @Test
    void aJoinPredicateOnTheCustomersIdFindsTheirOrders() {
        Customer early = customerAt("07:00:00", "Early");
        Customer grace = customerAt("08:00:00", "Grace");
        Customer alan = customerAt("08:30:00", "Alan");
        orderAt("09:00:00", early, "early's");
        Order graces = orderAt("09:00:00", grace, "grace's first");
        Order alans = orderAt("09:10:00", alan, "alan's");
        Order gracesLater = orderAt("10:00:00", grace, "grace's second");

        QOrder order = QOrder.order;
        Predicate ofCustomersCreatedSinceEight = order.customer.id.goe(ObjectId.minFor(at("08:00:00")));
        Predicate ofGraceBeforeTen =
                order.customer.id.eq(grace.getId()).and(order.id.lt(OrderId.minFor(at("10:00:00"))));

        assertThat(list(orders.findAll(ofCustomersCreatedSinceEight, Sort.by("id"))))
                .extracting(Order::getId)
                .containsExactly(graces.getId(), alans.getId(), gracesLater.getId());
        assertThat(list(orders.findAll(ofGraceBeforeTen, Sort.by("id"))))
                .extracting(Order::getId)
                .containsExactly(graces.getId());
    }

    @Test
    void querydslHoldsTheIdsAsComparablePathsOfTheirOwnTypes() throws NoSuchFieldException {
        assertThat(QOrder.order.id).isInstanceOf(ComparablePath.class);
        assertThat(QOrder.order.id.getType()).isEqualTo(OrderId.class);
        assertThat(typeOf(QOrder.class.getField("id")))
                .isEqualTo(ComparablePath.class.getName() + "<" + OrderId.class.getName() + ">");
        assertThat(typeOf(QCustomer.class.getField("id")))
                .isEqualTo(ComparablePath.class.getName() + "<" + ObjectId.class.getName() + ">");
    }

    @Test
    void aMalformedIdStringFailsWithTheLibrarysErrorBeforeAnyQueryRuns() {
        QOrder order = QOrder.order;

        assertThatThrownBy(() -> orders.findAll(order.id.goe(OrderId.parse("6740c5e1a3f29b04c70000"))))
                .isInstanceOf(ObjectIdFormatException.class)
                .hasMessage("Invalid OrderId \"6740c5e1a3f29b04c70000\": length is 22, expected 24 hexadecimal digits"
                        + " (0-9, a-f, A-F)");
        assertThatThrownBy(() -> orders.findAll(order.id.goe(OrderId.parse("6740c5e1a3f29b04c70000zz"))))
                .isInstanceOf(ObjectIdFormatException.class)
                .hasMessage("Invalid OrderId \"6740c5e1a3f29b04c70000zz\": character 'z' (U+007A) at index 22 is not a"
                        + " hexadecimal digit; expected 24 of 0-9, a-f, A-F");
    }

    @Test
    void aRangeBoundOutsideWhatAnIdCanHoldFailsWithTheLibrarysError() {
        QOrder order = QOrder.order;

        assertThatThrownBy(() -> orders.findAll(order.id.goe(OrderId.minFor(Instant.parse("1969-12-31T23:59:59Z")))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Instant 1969-12-31T23:59:59Z is outside the range of an ObjectId timestamp,"
                        + " 1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z");
    }

    private Customer customerAt(String time, String name) {
        CLOCK.set(at(time));
        return customers.save(new Customer(name));
    }

    private Order orderAt(String time, Customer customer, String item) {
        CLOCK.set(at(time));
        return orders.save(new Order(customer, item));
    }

    /** {@code time} (hh:mm:ss, UTC) on this test's day. */
    private Instant at(String time) {
        return day.plus(Duration.between(Instant.EPOCH, Instant.parse("1970-01-01T" + time + "Z")));
    }

    private static <T> List<T> list(Iterable<T> found) {
        return StreamSupport.stream(found.spliterator(), false).toList();
    }

    private static String typeOf(Field field) {
        return ((ParameterizedType) field.getGenericType()).getTypeName();
    }
}
