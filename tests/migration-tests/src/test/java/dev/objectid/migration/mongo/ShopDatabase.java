package dev.objectid.migration.mongo;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.migration.shop.Customer;
import dev.objectid.migration.shop.Order;
import dev.objectid.migration.shop.Product;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import jakarta.persistence.PersistenceConfiguration;
import org.flywaydb.core.Flyway;

/** The shop's tables on a test database, created by Flyway from {@code db/shop/<database>}, and JPA over them. */
final class ShopDatabase {

    private ShopDatabase() {}

    /** Creates the tables of {@code db/shop/<database>}. */
    static void migrate(TestDatabase database) {
        Flyway.configure()
                .dataSource(database.dataSource())
                .locations("classpath:db/shop/" + database.name())
                .load()
                .migrate();
    }

    /** JPA on the tables {@link #migrate} created, which Hibernate validates against the entities. */
    static EntityManagerFactory jpa(TestDatabase database) {
        return Persistence.createEntityManagerFactory(new PersistenceConfiguration("shop")
                .managedClass(Customer.class)
                .managedClass(Product.class)
                .managedClass(Order.class)
                .properties(database.jdbcSettings())
                .property("hibernate.hbm2ddl.auto", "validate")
                .property("hibernate.jdbc.batch_size", 50)
                .property("hibernate.order_inserts", true));
    }
}
