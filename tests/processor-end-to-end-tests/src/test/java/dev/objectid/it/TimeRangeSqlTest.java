package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

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
import jakarta.persistence.criteria.Path;
import jakarta.persistence.criteria.Predicate;
import jakarta.persistence.criteria.Root;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.PageRequest;

/**
 * The SQL every time-range helper sends, captured with a Hibernate {@code StatementInspector}: each is a plain range
 * predicate on the id column itself, with no function applied to the column, so the primary-key index serves it.
 *
 * <p>The shape of the predicate is checked on every database and Hibernate version. The whole statements are also
 * compared with {@code src/test/resources/expected-sql/<database>.sql}, which the guide quotes; run with
 * {@code -Dexpected.sql.update=true} to rewrite that file after a deliberate change.
 */
class TimeRangeSqlTest {

    private static final Instant FROM = Instant.parse("2024-05-01T12:00:00Z");
    private static final Instant TO = Instant.parse("2024-05-01T13:00:00Z");

    private static final Pattern BETWEEN = Pattern.compile("(\\w+)\\.id>=\\? and \\1\\.id<\\?");
    private static final Pattern SINCE = Pattern.compile("\\w+\\.id>=\\?");
    private static final Pattern BEFORE = Pattern.compile("\\w+\\.id<\\?");
    /** Where a WHERE clause ends: the ORDER BY, or the paging clause, of the statement. */
    private static final Pattern END_OF_WHERE = Pattern.compile(" (order by|offset|fetch|limit) ");

    private static final Map<String, String> CAPTURED = new TreeMap<>();

    private final OrderRepository orders = ShopContext.bean(OrderRepository.class);
    private final AuditEventRepository events = ShopContext.bean(AuditEventRepository.class);

    @BeforeAll
    static void threeOrdersInTheRangeSoThatAPageOfTwoNeedsACount() {
        ShopContext.bean(OrderRepository.class).deleteAllInBatch();
        Customer customer = ShopContext.bean(CustomerRepository.class).save(new Customer("Ada"));
        ShopContext.inTransaction(entityManager -> {
            for (int i = 0; i < 3; i++) {
                entityManager.persist(new Order(OrderId.of(ObjectId.generate(FROM.plusSeconds(i))), customer, "x"));
            }
            return null;
        });
    }

    @Test
    void criteriaPredicates() {
        assertRange(
                "criteria-between",
                BETWEEN,
                () -> criteria(
                        (criteriaBuilder, id) -> OrderCreatedPredicates.createdBetween(criteriaBuilder, id, FROM, TO)));
        assertRange(
                "criteria-since",
                SINCE,
                () -> criteria(
                        (criteriaBuilder, id) -> OrderCreatedPredicates.createdSince(criteriaBuilder, id, FROM)));
        assertRange(
                "criteria-before",
                BEFORE,
                () -> criteria((criteriaBuilder, id) -> OrderCreatedPredicates.createdBefore(criteriaBuilder, id, TO)));
    }

    @Test
    void specifications() {
        assertRange(
                "specification-between",
                BETWEEN,
                () -> orders.findAll(OrderCreatedSpecifications.createdBetween(FROM, TO)));
        assertRange("specification-since", SINCE, () -> orders.findAll(OrderCreatedSpecifications.createdSince(FROM)));
        assertRange("specification-before", BEFORE, () -> orders.findAll(OrderCreatedSpecifications.createdBefore(TO)));
    }

    @Test
    void repositoryFragment() {
        assertRange("fragment-list", BETWEEN, () -> orders.findAllCreatedBetween(FROM, TO));
        List<String> page = assertRange(
                "fragment-page", BETWEEN, () -> orders.findAllCreatedBetween(FROM, TO, PageRequest.of(0, 2)));
        assertRange("fragment-count", BETWEEN, () -> orders.countCreatedBetween(FROM, TO));
        assertRange("fragment-since-list", SINCE, () -> orders.findAllCreatedSince(FROM));
        List<String> sincePage =
                assertRange("fragment-since-page", SINCE, () -> orders.findAllCreatedSince(FROM, PageRequest.of(0, 2)));
        assertRange("fragment-since-count", SINCE, () -> orders.countCreatedSince(FROM));

        assertThat(page).as("a select of one page, and a count").hasSize(2);
        assertThat(page.get(0)).startsWith("select").contains(" order by ");
        assertThat(page.get(1)).startsWith("select count(");
        assertThat(sincePage).as("a select of one page, and a count").hasSize(2);
    }

    @Test
    void derivedQuery() {
        assertRange(
                "derived-query",
                BETWEEN,
                () -> orders.findByIdGreaterThanEqualAndIdLessThan(OrderId.minFor(FROM), OrderId.minFor(TO)));
    }

    @Test
    void plainObjectIdIds() {
        assertRange(
                "plain-criteria-between",
                BETWEEN,
                () -> ShopContext.inTransaction(entityManager -> {
                    CriteriaBuilder criteriaBuilder = entityManager.getCriteriaBuilder();
                    CriteriaQuery<AuditEvent> query = criteriaBuilder.createQuery(AuditEvent.class);
                    Root<AuditEvent> event = query.from(AuditEvent.class);
                    query.where(AuditEventCreatedPredicates.createdBetween(criteriaBuilder, event.get("id"), FROM, TO));
                    return entityManager.createQuery(query).getResultList();
                }));
        assertRange(
                "plain-specification-between",
                BETWEEN,
                () -> events.findAll(AuditEventCreatedSpecifications.createdBetween(FROM, TO)));
        assertRange("plain-fragment-list", BETWEEN, () -> events.findAllCreatedBetween(FROM, TO));
        assertRange(
                "plain-derived-query",
                BETWEEN,
                () -> events.findByIdGreaterThanEqualAndIdLessThan(ObjectId.minFor(FROM), ObjectId.minFor(TO)));
    }

    /** The captured statements must be those in the expected file, which the guide quotes. */
    @AfterAll
    static void capturedStatementsAreTheExpectedOnes() throws IOException {
        ExpectedSql.verify(
                ShopContext.database().name() + ".sql",
                CAPTURED,
                "SQL sent by each time-range helper, captured by TimeRangeSqlTest. Quoted by",
                "docs/time-range-queries.md; rewrite with -Dexpected.sql.update=true.");
    }

    /**
     * Runs {@code query}, checks that every statement it sent filters on nothing but {@code predicate} on the id
     * column, and records the statements for the comparison with the expected file.
     */
    private static List<String> assertRange(String name, Pattern predicate, Runnable query) {
        List<String> statements = SqlCapture.during(query);
        assertThat(statements).as(name).isNotEmpty();
        for (String sql : statements) {
            assertThat(whereClause(sql))
                    .as("%s: the WHERE clause of %s", name, sql)
                    .matches(predicate);
        }
        CAPTURED.put(name, String.join("\n", statements));
        return statements;
    }

    private static String whereClause(String sql) {
        int where = sql.indexOf(" where ");
        assertThat(where).as("a WHERE clause in %s", sql).isPositive();
        String clause = sql.substring(where + " where ".length());
        Matcher end = END_OF_WHERE.matcher(clause);
        return end.find() ? clause.substring(0, end.start()) : clause;
    }

    private static void criteria(BiFunction<CriteriaBuilder, Path<OrderId>, Predicate> predicate) {
        ShopContext.inTransaction(entityManager -> {
            CriteriaBuilder criteriaBuilder = entityManager.getCriteriaBuilder();
            CriteriaQuery<Order> query = criteriaBuilder.createQuery(Order.class);
            Root<Order> order = query.from(Order.class);
            query.where(predicate.apply(criteriaBuilder, order.get("id")));
            return entityManager.createQuery(query).getResultList();
        });
    }
}
