package dev.objectid.sample.demo;

import dev.objectid.ObjectId;
import dev.objectid.sample.shop.Customer;
import dev.objectid.sample.shop.CustomerId;
import dev.objectid.sample.shop.CustomerRepository;
import dev.objectid.sample.shop.Order;
import dev.objectid.sample.shop.OrderId;
import dev.objectid.sample.shop.OrderStatus;
import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Seeds demo data at start: {@value #CUSTOMERS} customers and {@value #ORDERS} orders created over the last
 * {@value #DAYS} days, with ids minted for those earlier instants ({@code ObjectId.generate(Instant)}). A database that
 * already has customers (a restart on PostgreSQL or MariaDB) is left as it is.
 */
@Component
public class DemoData implements ApplicationRunner, Ordered {

    /** How many customers the demo data has. */
    public static final int CUSTOMERS = 5;
    /** How many orders the demo data has. */
    public static final int ORDERS = 60;
    /** Over how many days before the start the orders were created. */
    public static final int DAYS = 30;

    private static final Logger LOG = LoggerFactory.getLogger(DemoData.class);

    private static final String[][] PEOPLE = {
        {"Ada Lovelace", "ada@example.com"},
        {"Grace Hopper", "grace@example.com"},
        {"Alan Turing", "alan@example.com"},
        {"Katherine Johnson", "katherine@example.com"},
        {"Edsger Dijkstra", "edsger@example.com"},
    };
    private static final OrderStatus[] STATUSES = {
        OrderStatus.NEW,
        OrderStatus.PAID,
        OrderStatus.PAID,
        OrderStatus.SHIPPED,
        OrderStatus.SHIPPED,
        OrderStatus.SHIPPED,
        OrderStatus.CANCELLED,
    };

    private final CustomerRepository customers;
    private final EntityManager entityManager;
    private final TransactionTemplate transaction;

    DemoData(CustomerRepository customers, EntityManager entityManager, PlatformTransactionManager transactionManager) {
        this.customers = customers;
        this.entityManager = entityManager;
        this.transaction = new TransactionTemplate(transactionManager);
    }

    @Override
    public int getOrder() {
        return 1; // before the Tour
    }

    @Override
    public void run(ApplicationArguments args) {
        seed(Instant.now());
    }

    /**
     * Seeds the demo data as of {@code now}, unless the database has customers already.
     *
     * @param now the instant the demo data ends at
     * @return whether anything was stored
     */
    public boolean seed(Instant now) {
        Boolean seeded = transaction.execute(status -> {
            long existing = customers.count();
            if (existing > 0) {
                LOG.info("Demo data: the database has {} customers already; nothing seeded", existing);
                return false;
            }
            store(now);
            LOG.info("Demo data: {} customers and {} orders created over the last {} days", CUSTOMERS, ORDERS, DAYS);
            return true;
        });
        return Boolean.TRUE.equals(seeded);
    }

    private void store(Instant now) {
        Random random = new Random(20240501); // the same amounts and statuses on every start; the times follow now
        Instant start = now.minus(Duration.ofDays(DAYS));
        List<Customer> created = new ArrayList<>();
        for (int i = 0; i < CUSTOMERS; i++) {
            // tag::back-dated[]
            Instant signedUp = start.plus(Duration.ofMinutes(17L * i));
            Customer customer = new Customer(CustomerId.of(ObjectId.generate(signedUp)), PEOPLE[i][0], PEOPLE[i][1]);
            entityManager.persist(customer); // @ObjectIdGenerated(allowAssigned = true) keeps the back-dated id
            // end::back-dated[]
            created.add(customer);
        }
        long seconds = Duration.between(start, now).getSeconds();
        for (int i = 0; i < ORDERS; i++) {
            Instant placed = start.plusSeconds(3600 + (long) (random.nextDouble() * (seconds - 3600)));
            Customer customer = created.get(random.nextInt(CUSTOMERS));
            BigDecimal amount = BigDecimal.valueOf(500 + random.nextInt(49_500), 2); // 5.00 .. 499.99
            OrderStatus status = STATUSES[random.nextInt(STATUSES.length)];
            // persist, not save(): save() would merge an entity whose id is set, with a select per row
            entityManager.persist(new Order(OrderId.of(ObjectId.generate(placed)), customer, amount, status));
        }
    }
}
