package dev.objectid.it;

import dev.objectid.it.clinic.OwnerRepository;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.OrderRepository;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import java.util.Map;
import java.util.function.Function;
import javax.sql.DataSource;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.jpa.repository.config.EnableJpaRepositories;
import org.springframework.orm.jpa.JpaTransactionManager;
import org.springframework.orm.jpa.LocalContainerEntityManagerFactoryBean;
import org.springframework.orm.jpa.vendor.HibernateJpaVendorAdapter;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A minimal Spring context: a data source from {@link TestDatabases}, Hibernate through JPA, and the repositories of
 * {@code dev.objectid.it.shop} and {@code dev.objectid.it.clinic} (entities with a generic base class), whose generated
 * {@code *CreatedQueriesImpl} fragments Spring Data finds by name. One
 * context serves all suites; it is closed when the JVM ends. (No spring-test: the suites run unchanged on the Spring
 * versions of the compatibility matrix.)
 */
public final class ShopContext {

    private static final AnnotationConfigApplicationContext CONTEXT = start();

    private ShopContext() {}

    public static <T> T bean(Class<T> type) {
        return CONTEXT.getBean(type);
    }

    public static TestDatabase database() {
        return CONTEXT.getBean(TestDatabase.class);
    }

    /** Runs {@code work} in a transaction, with the transaction's entity manager. */
    public static <T> T inTransaction(Function<EntityManager, T> work) {
        EntityManager entityManager = bean(EntityManager.class);
        return bean(TransactionTemplate.class).execute(status -> work.apply(entityManager));
    }

    private static AnnotationConfigApplicationContext start() {
        AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext(Config.class);
        context.registerShutdownHook();
        return context;
    }

    @Configuration(proxyBeanMethods = false)
    @EnableJpaRepositories(basePackageClasses = {OrderRepository.class, OwnerRepository.class})
    static class Config {

        @Bean
        TestDatabase testDatabase() {
            return TestDatabases.create();
        }

        @Bean
        DataSource dataSource(TestDatabase database) {
            return database.dataSource();
        }

        @Bean
        LocalContainerEntityManagerFactoryBean entityManagerFactory(DataSource dataSource) {
            LocalContainerEntityManagerFactoryBean factory = new LocalContainerEntityManagerFactoryBean();
            factory.setDataSource(dataSource);
            factory.setPackagesToScan(OrderRepository.class.getPackageName(), OwnerRepository.class.getPackageName());
            factory.setJpaVendorAdapter(new HibernateJpaVendorAdapter());
            // the plain JPA interface: Spring 6.2's Hibernate-specific one clashes with the JPA 3.2 API jar
            factory.setEntityManagerFactoryInterface(EntityManagerFactory.class);
            factory.setJpaPropertyMap(Map.of(
                    "hibernate.hbm2ddl.auto",
                    "create-drop",
                    "hibernate.session_factory.statement_inspector",
                    SqlCapture.class.getName()));
            return factory;
        }

        @Bean
        PlatformTransactionManager transactionManager(EntityManagerFactory entityManagerFactory) {
            return new JpaTransactionManager(entityManagerFactory);
        }

        @Bean
        TransactionTemplate transactionTemplate(PlatformTransactionManager transactionManager) {
            return new TransactionTemplate(transactionManager);
        }
    }
}
