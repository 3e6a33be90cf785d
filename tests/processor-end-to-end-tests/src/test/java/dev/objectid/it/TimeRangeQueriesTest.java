package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import dev.objectid.ObjectId;
import dev.objectid.it.shop.AuditEvent;
import dev.objectid.it.shop.AuditEventCreatedPredicates;
import dev.objectid.it.shop.AuditEventCreatedSpecifications;
import dev.objectid.it.shop.AuditEventRepository;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.CustomerRepository;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderCreatedPredicates;
import dev.objectid.it.shop.OrderCreatedSpecifications;
import dev.objectid.it.shop.OrderId;
import dev.objectid.it.shop.OrderRepository;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;

/**
 * Rows whose ids were minted at chosen instants, and every time-range helper: each returns exactly the rows created in
 * {@code [from, to)}, both bounds floored to the second. The expected rows come from the creation instants the test
 * chose, not from ObjectId arithmetic.
 */
class TimeRangeQueriesTest {

    private static final Instant T = Instant.parse("2024-05-01T12:00:00Z");

    /** When the rows were created: neighbouring seconds, several rows in one second, sub-second parts. */
    private static final List<Instant> CREATED = List.of(
            T.minusSeconds(1), T, T.plusMillis(999), T.plusMillis(1_500), T.plusSeconds(2), T.plusMillis(3_250));

    private final OrderRepository orders = ShopContext.bean(OrderRepository.class);
    private final CustomerRepository customers = ShopContext.bean(CustomerRepository.class);
    private final AuditEventRepository events = ShopContext.bean(AuditEventRepository.class);

    @BeforeEach
    void rowsCreatedAtChosenInstants() {
        orders.deleteAllInBatch();
        customers.deleteAllInBatch();
        events.deleteAllInBatch();
        insert(CREATED);
    }

    static Stream<Arguments> ranges() {
        return Stream.of(
                Arguments.of(T, T.plusSeconds(2)),
                Arguments.of(T.plusMillis(500), T.plusMillis(2_700)), // floored: the same as [T, T+2s)
                Arguments.of(T.minusSeconds(1), T),
                Arguments.of(T.plusSeconds(3), T.plusSeconds(4)),
                Arguments.of(T.minusSeconds(60), T.plusSeconds(60)),
                Arguments.of(T.plusSeconds(1), T.plusSeconds(1)), // empty
                Arguments.of(T.plusMillis(1_100), T.plusMillis(1_900)), // floored to [T+1s, T+1s): empty
                Arguments.of(T.plusSeconds(3), T)); // reversed: empty
    }

    @ParameterizedTest(name = "[{0}, {1})")
    @MethodSource("ranges")
    void everyBetweenFormOfATypedIdReturnsExactlyTheRowsOfTheRange(Instant from, Instant to) {
        List<Instant> expected = createdIn(from, to);

        assertThat(created(criteriaBetween(from, to))).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(created(specificationBetween(from, to))).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(created(fragmentBetween(from, to))).containsExactlyElementsOf(expected);
        assertThat(created(orders.findAllCreatedBetween(from, to, Pageable.unpaged())
                        .getContent()))
                .containsExactlyElementsOf(expected);
        assertThat(orders.countCreatedBetween(from, to)).isEqualTo(expected.size());
        assertThat(created(derivedQueryBetween(from, to))).containsExactlyInAnyOrderElementsOf(expected);
    }

    @ParameterizedTest(name = "[{0}, {1})")
    @MethodSource("ranges")
    void everyBetweenFormOfAPlainObjectIdReturnsExactlyTheRowsOfTheRange(Instant from, Instant to) {
        List<Instant> expected = createdIn(from, to);

        List<AuditEvent> byCriteria = ShopContext.inTransaction(entityManager -> {
            CriteriaBuilder criteriaBuilder = entityManager.getCriteriaBuilder();
            CriteriaQuery<AuditEvent> query = criteriaBuilder.createQuery(AuditEvent.class);
            Root<AuditEvent> event = query.from(AuditEvent.class);
            query.where(AuditEventCreatedPredicates.createdBetween(criteriaBuilder, event.get("id"), from, to));
            return entityManager.createQuery(query).getResultList();
        });
        assertThat(eventsCreated(byCriteria)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(eventsCreated(events.findAll(AuditEventCreatedSpecifications.createdBetween(from, to))))
                .containsExactlyInAnyOrderElementsOf(expected);
        assertThat(eventsCreated(events.findAllCreatedBetween(from, to))).containsExactlyElementsOf(expected);
        assertThat(eventsCreated(events.findAllCreatedBetween(from, to, Pageable.unpaged())
                        .getContent()))
                .containsExactlyElementsOf(expected);
        assertThat(events.countCreatedBetween(from, to)).isEqualTo(expected.size());
        assertThat(eventsCreated(
                        events.findByIdGreaterThanEqualAndIdLessThan(ObjectId.minFor(from), ObjectId.minFor(to))))
                .containsExactlyInAnyOrderElementsOf(expected);
    }

    static Stream<Instant> bounds() {
        return Stream.of(
                T.minusSeconds(5),
                T.minusSeconds(1),
                T,
                T.plusMillis(999),
                T.plusMillis(1_001),
                T.plusSeconds(2),
                T.plusSeconds(3),
                T.plusSeconds(4));
    }

    @ParameterizedTest(name = "since {0}")
    @MethodSource("bounds")
    void sinceFormsReturnTheRowsCreatedAtOrAfterTheSecondOfFrom(Instant from) {
        List<Instant> expected = CREATED.stream()
                .filter(created -> created.getEpochSecond() >= from.getEpochSecond())
                .toList();

        List<Order> byCriteria = ShopContext.inTransaction(entityManager -> {
            CriteriaBuilder criteriaBuilder = entityManager.getCriteriaBuilder();
            CriteriaQuery<Order> query = criteriaBuilder.createQuery(Order.class);
            Root<Order> order = query.from(Order.class);
            query.where(OrderCreatedPredicates.createdSince(criteriaBuilder, order.get("id"), from));
            return entityManager.createQuery(query).getResultList();
        });
        assertThat(created(byCriteria)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(created(orders.findAll(OrderCreatedSpecifications.createdSince(from))))
                .containsExactlyInAnyOrderElementsOf(expected);
        assertThat(created(orders.findAllCreatedSince(from))).containsExactlyElementsOf(expected);
        assertThat(created(orders.findAllCreatedSince(from, Pageable.unpaged()).getContent()))
                .containsExactlyElementsOf(expected);
        assertThat(orders.countCreatedSince(from)).isEqualTo(expected.size());
        assertThat(eventsCreated(events.findAll(AuditEventCreatedSpecifications.createdSince(from))))
                .containsExactlyInAnyOrderElementsOf(expected);
        assertThat(eventsCreated(events.findAllCreatedSince(from))).containsExactlyElementsOf(expected);
        assertThat(events.countCreatedSince(from)).isEqualTo(expected.size());
    }

    /**
     * "Created since {@code from}" up to now: a range ending at now is floored like any other, so it leaves out the
     * rows of the current second, which the since forms include. (Now is a fixed instant here, in the second of the
     * last row, so that the test does not depend on when it runs.)
     */
    @Test
    void sinceIncludesTheCurrentSecondWhichARangeEndingNowLeavesOut() {
        Instant from = T;
        Instant now = T.plusMillis(3_900); // the last row was created at T + 3.25 s, in the same second

        List<Order> between = orders.findAllCreatedBetween(from, now);
        // tag::since[]
        List<Order> recent = orders.findAllCreatedSince(from); // up to now, the current second included
        // end::since[]

        assertThat(created(recent))
                .containsExactly(T, T.plusMillis(999), T.plusMillis(1_500), T.plusSeconds(2), T.plusMillis(3_250));
        assertThat(created(between))
                .as("[from, now) floored: the current second is left out")
                .containsExactly(T, T.plusMillis(999), T.plusMillis(1_500), T.plusSeconds(2));
    }

    @Test
    void pagesSinceFollowIdOrderAndCountEveryRowSince() {
        Page<Order> first = orders.findAllCreatedSince(T, PageRequest.of(0, 3));
        Page<Order> second = orders.findAllCreatedSince(T, first.nextPageable());

        assertThat(created(first.getContent())).containsExactlyElementsOf(CREATED.subList(1, 4));
        assertThat(created(second.getContent())).containsExactlyElementsOf(CREATED.subList(4, 6));
        assertThat(first.getTotalElements()).isEqualTo(5);
    }

    @ParameterizedTest(name = "before {0}")
    @MethodSource("bounds")
    void beforeFormsReturnTheRowsCreatedBeforeTheSecondOfTo(Instant to) {
        List<Instant> expected = CREATED.stream()
                .filter(created -> created.getEpochSecond() < to.getEpochSecond())
                .toList();

        List<Order> byCriteria = ShopContext.inTransaction(entityManager -> {
            CriteriaBuilder criteriaBuilder = entityManager.getCriteriaBuilder();
            CriteriaQuery<Order> query = criteriaBuilder.createQuery(Order.class);
            Root<Order> order = query.from(Order.class);
            query.where(OrderCreatedPredicates.createdBefore(criteriaBuilder, order.get("id"), to));
            return entityManager.createQuery(query).getResultList();
        });
        assertThat(created(byCriteria)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(created(orders.findAll(OrderCreatedSpecifications.createdBefore(to))))
                .containsExactlyInAnyOrderElementsOf(expected);
        assertThat(eventsCreated(events.findAll(AuditEventCreatedSpecifications.createdBefore(to))))
                .containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void specificationsCombineWithOtherSpecifications() {
        List<Order> found = orders.findAll(OrderCreatedSpecifications.createdSince(T)
                .and(OrderCreatedSpecifications.createdBefore(T.plusSeconds(2)))
                .and((root, query, criteriaBuilder) -> criteriaBuilder.notEqual(root.get("item"), label(T))));

        assertThat(created(found)).containsExactlyInAnyOrder(T.plusMillis(999), T.plusMillis(1_500));
    }

    @Test
    void pagesFollowIdOrderAndCountTheWholeRange() {
        Instant from = T.minusSeconds(1);
        Instant to = T.plusSeconds(4);

        // tag::fragment-page[]
        Page<Order> first = orders.findAllCreatedBetween(from, to, PageRequest.of(0, 4));
        Page<Order> second = orders.findAllCreatedBetween(from, to, first.nextPageable());
        // end::fragment-page[]

        assertThat(created(first.getContent())).containsExactlyElementsOf(CREATED.subList(0, 4));
        assertThat(created(second.getContent())).containsExactlyElementsOf(CREATED.subList(4, 6));
        assertThat(first.getTotalElements()).isEqualTo(6);
        assertThat(second.isLast()).isTrue();
    }

    @Test
    void aSortedPageRequestSortsFirstAndTheIdBreaksTies() {
        Page<Order> byItem = orders.findAllCreatedBetween(
                T.minusSeconds(1), T.plusSeconds(4), PageRequest.of(0, 3, Sort.by(Sort.Direction.DESC, "item")));
        // every order has the same customer: only the id orders them
        Page<Order> byCustomer = orders.findAllCreatedBetween(
                T.minusSeconds(1), T.plusSeconds(4), PageRequest.of(0, 6, Sort.by("customer.name")));

        List<String> labels = CREATED.stream()
                .map(TimeRangeQueriesTest::label)
                .sorted(Comparator.reverseOrder())
                .limit(3)
                .toList();
        assertThat(byItem.getContent()).extracting(Order::getItem).containsExactlyElementsOf(labels);
        assertThat(created(byCustomer.getContent())).containsExactlyElementsOf(CREATED);
    }

    /** Many rows and ranges drawn at random (with a fixed seed, so a failure repeats), for the between forms. */
    @Test
    void randomRowsAndRanges() {
        orders.deleteAllInBatch();
        Random random = new Random(20240501);
        List<Instant> created = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            created.add(T.plusMillis(random.nextInt(20_000)));
        }
        insertOrders(created);
        for (int i = 0; i < 25; i++) {
            Instant from = T.plusMillis(random.nextInt(22_000) - 1_000);
            Instant to = from.plusMillis(random.nextInt(8_000));
            List<Instant> expected = created.stream()
                    .filter(c ->
                            c.getEpochSecond() >= from.getEpochSecond() && c.getEpochSecond() < to.getEpochSecond())
                    .toList();

            assertThat(created(orders.findAllCreatedBetween(from, to)))
                    .as("[%s, %s)", from, to)
                    .containsExactlyInAnyOrderElementsOf(expected);
            assertThat(created(orders.findAll(OrderCreatedSpecifications.createdBetween(from, to))))
                    .as("[%s, %s)", from, to)
                    .containsExactlyInAnyOrderElementsOf(expected);
            assertThat(orders.countCreatedBetween(from, to))
                    .as("[%s, %s)", from, to)
                    .isEqualTo(expected.size());
        }
    }

    @Test
    void nullBoundsAreRejectedWithTheirName() {
        assertThatNullPointerException()
                .isThrownBy(() -> OrderCreatedSpecifications.createdBetween(null, T))
                .withMessage("from");
        assertThatNullPointerException()
                .isThrownBy(() -> OrderCreatedSpecifications.createdBefore(null))
                .withMessage("to");
        assertThatNullPointerException()
                .isThrownBy(() -> orders.countCreatedBetween(T, null))
                .withMessage("to");
        assertThatNullPointerException()
                .isThrownBy(() -> orders.findAllCreatedBetween(T, null))
                .withMessage("to");
        assertThatNullPointerException()
                .isThrownBy(() -> orders.findAllCreatedSince(null))
                .withMessage("from");
        assertThatNullPointerException()
                .isThrownBy(() -> orders.countCreatedSince(null))
                .withMessage("from");
        assertThatNullPointerException()
                .isThrownBy(() -> orders.findAllCreatedSince(T, null))
                .withMessage("pageable");
    }

    // The helper forms, as the guide shows them.

    private static List<Order> criteriaBetween(Instant from, Instant to) {
        return ShopContext.inTransaction(entityManager -> {
            // tag::criteria[]
            CriteriaBuilder criteriaBuilder = entityManager.getCriteriaBuilder();
            CriteriaQuery<Order> query = criteriaBuilder.createQuery(Order.class);
            Root<Order> order = query.from(Order.class);
            query.where(OrderCreatedPredicates.createdBetween(criteriaBuilder, order.get("id"), from, to));
            List<Order> created = entityManager.createQuery(query).getResultList();
            // end::criteria[]
            return created;
        });
    }

    private List<Order> specificationBetween(Instant from, Instant to) {
        // tag::specification[]
        List<Order> created = orders.findAll(OrderCreatedSpecifications.createdBetween(from, to));
        // end::specification[]
        return created;
    }

    private List<Order> fragmentBetween(Instant from, Instant to) {
        // tag::fragment[]
        List<Order> created = orders.findAllCreatedBetween(from, to); // ordered by id
        long count = orders.countCreatedBetween(from, to);
        // end::fragment[]
        assertThat(count).isEqualTo(created.size());
        return created;
    }

    private List<Order> derivedQueryBetween(Instant from, Instant to) {
        // tag::derived-query[]
        List<Order> created = orders.findByIdGreaterThanEqualAndIdLessThan(OrderId.minFor(from), OrderId.minFor(to));
        // end::derived-query[]
        return created;
    }

    // Test data: an order and an audit event per creation instant, labelled with that instant.

    private void insert(List<Instant> instants) {
        insertOrders(instants);
        ShopContext.inTransaction(entityManager -> {
            for (Instant created : instants) {
                entityManager.persist(new AuditEvent(ObjectId.generate(created), label(created)));
            }
            return null;
        });
    }

    private void insertOrders(List<Instant> instants) {
        Customer customer = customers.save(new Customer("Ada"));
        ShopContext.inTransaction(entityManager -> {
            for (Instant created : instants) {
                entityManager.persist(new Order(OrderId.of(ObjectId.generate(created)), customer, label(created)));
            }
            return null;
        });
    }

    private static String label(Instant created) {
        return created.toString();
    }

    /** The creation instants of the rows in {@code [from, to)} to the second, in creation order. */
    private static List<Instant> createdIn(Instant from, Instant to) {
        return CREATED.stream()
                .filter(created -> created.getEpochSecond() >= from.getEpochSecond()
                        && created.getEpochSecond() < to.getEpochSecond())
                .toList();
    }

    private static List<Instant> created(List<Order> found) {
        return found.stream().map(order -> Instant.parse(order.getItem())).toList();
    }

    private static List<Instant> eventsCreated(List<AuditEvent> found) {
        return found.stream().map(event -> Instant.parse(event.getAction())).toList();
    }
}
