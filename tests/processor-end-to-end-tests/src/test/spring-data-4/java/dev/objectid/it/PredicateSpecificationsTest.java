package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.CustomerRepository;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderCreatedPredicateSpecifications;
import dev.objectid.it.shop.OrderId;
import dev.objectid.it.shop.OrderRepository;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.data.jpa.domain.Specification;

/**
 * Spring Data JPA 4's {@code PredicateSpecification}: the generated factories select, count and delete the rows of a
 * time range. (Compiled only against Spring Data JPA 4: see the {@code spring-data-4} profile of this module.)
 */
class PredicateSpecificationsTest {

    private static final Instant T = Instant.parse("2024-05-01T12:00:00Z");

    private final OrderRepository orders = ShopContext.bean(OrderRepository.class);
    private final CustomerRepository customers = ShopContext.bean(CustomerRepository.class);

    @BeforeEach
    void ordersOneADayForTenDays() {
        orders.deleteAllInBatch();
        customers.deleteAllInBatch();
        Customer customer = customers.save(new Customer("Ada"));
        ShopContext.inTransaction(entityManager -> {
            for (int day = 0; day < 10; day++) {
                Instant created = T.plus(Duration.ofDays(day));
                entityManager.persist(new Order(OrderId.of(ObjectId.generate(created)), customer, "day " + day));
            }
            return null;
        });
    }

    @Test
    void selectCountAndCombine() {
        Instant from = T.plus(Duration.ofDays(2));
        Instant to = T.plus(Duration.ofDays(5));

        List<Order> found = orders.findAll(OrderCreatedPredicateSpecifications.createdBetween(from, to));
        long since = orders.count(OrderCreatedPredicateSpecifications.createdSince(to));
        List<Order> combined =
                orders.findAll(Specification.where(OrderCreatedPredicateSpecifications.createdBefore(from)));

        assertThat(found).extracting(Order::getItem).containsExactlyInAnyOrder("day 2", "day 3", "day 4");
        assertThat(since).isEqualTo(5);
        assertThat(combined).extracting(Order::getItem).containsExactlyInAnyOrder("day 0", "day 1");
    }

    @Test
    void purgeOrdersOlderThanACutoff() {
        Instant cutoff = T.plus(Duration.ofDays(7));

        // tag::purge[]
        long purged = orders.delete(OrderCreatedPredicateSpecifications.createdBefore(cutoff));
        // end::purge[]

        assertThat(purged).isEqualTo(7);
        assertThat(orders.findAll()).extracting(Order::getItem).containsExactlyInAnyOrder("day 7", "day 8", "day 9");
    }
}
