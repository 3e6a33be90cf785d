package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderCreatedQueriesImpl;
import dev.objectid.it.shop.OrderId;
import dev.objectid.it.shop.OrderRepository;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.springframework.data.jpa.repository.support.JpaRepositoryFactory;
import org.springframework.data.repository.core.support.RepositoryComposition.RepositoryFragments;

/** The repository fragment without a Spring context: Spring Data's repository factory and plain Hibernate. */
class RepositoryFactoryTest {

    @Test
    void theFragmentWorksWithJpaRepositoryFactory() {
        Instant t = Instant.parse("2023-01-01T00:00:00Z");
        try (SessionFactory hibernate = HibernateBootstrap.start(
                getClass().getClassLoader(), TestDatabases.create(), Customer.class, Order.class)) {
            EntityManager entityManager = hibernate.createEntityManager(); // not AutoCloseable before JPA 3.2
            entityManager.getTransaction().begin();
            Customer ada = new Customer("Ada");
            entityManager.persist(ada);
            for (int second = 0; second < 5; second++) {
                entityManager.persist(
                        new Order(OrderId.of(ObjectId.generate(t.plusSeconds(second))), ada, "order " + second));
            }
            entityManager.flush();

            // tag::repository-factory[]
            OrderRepository orders = new JpaRepositoryFactory(entityManager)
                    .getRepository(
                            OrderRepository.class,
                            RepositoryFragments.just(new OrderCreatedQueriesImpl(entityManager)));
            // end::repository-factory[]
            List<Order> found = orders.findAllCreatedBetween(t.plusSeconds(1), t.plusSeconds(3));

            assertThat(found).extracting(Order::getItem).containsExactly("order 1", "order 2");
            assertThat(orders.countCreatedBetween(t, t.plusSeconds(60))).isEqualTo(5);
            entityManager.getTransaction().rollback();
            entityManager.close();
        }
    }
}
