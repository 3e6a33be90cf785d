package dev.objectid.hibernate;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.BootstrapServiceRegistryBuilder;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * A session factory on a private in-memory H2 database, with Hibernate's native bootstrap (the same on Hibernate 6.6
 * and 7.x), the SQL it runs captured, and the JDBC calls counted.
 */
final class H2Hibernate implements AutoCloseable {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    final String url;
    final JdbcCounts jdbc;
    final List<String> sql = new CopyOnWriteArrayList<>();
    final SessionFactory sessionFactory;

    private H2Hibernate(
            String url, Map<String, Object> settings, ClassLoader extraClassLoader, List<Class<?>> entities) {
        this.url = url;
        this.jdbc = new JdbcCounts(url);
        BootstrapServiceRegistryBuilder bootstrap = new BootstrapServiceRegistryBuilder();
        if (extraClassLoader != null) {
            bootstrap.applyClassLoader(extraClassLoader);
        }
        StandardServiceRegistryBuilder registry = new StandardServiceRegistryBuilder(bootstrap.build())
                .applySetting("hibernate.connection.provider_class", jdbc)
                .applySetting("hibernate.hbm2ddl.auto", "create-drop")
                .applySetting("hibernate.session_factory.statement_inspector", (StatementInspector) this::capture)
                .applySettings(settings);
        StandardServiceRegistry built = registry.build();
        try {
            MetadataSources sources = new MetadataSources(built);
            entities.forEach(sources::addAnnotatedClass);
            this.sessionFactory = sources.buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(built);
            throw e;
        }
    }

    static H2Hibernate start(Map<String, Object> settings, Class<?>... entities) {
        return new H2Hibernate(newUrl(), settings, null, List.of(entities));
    }

    /** On a database that already exists at {@code url}. */
    static H2Hibernate onExistingDatabase(String url, Map<String, Object> settings, Class<?>... entities) {
        return new H2Hibernate(url, settings, null, List.of(entities));
    }

    /** With one more class loader for Hibernate to find classes and resources in. */
    static H2Hibernate startWith(ClassLoader extraClassLoader, Class<?>... entities) {
        return new H2Hibernate(newUrl(), Map.of(), extraClassLoader, List.of(entities));
    }

    static H2Hibernate start(Class<?>... entities) {
        return start(Map.of(), entities);
    }

    static String newUrl() {
        return "jdbc:h2:mem:objectid" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
    }

    private String capture(String statement) {
        sql.add(statement);
        return statement;
    }

    void inTransaction(Consumer<Session> work) {
        sessionFactory.inTransaction(work);
    }

    <T> T fromTransaction(Function<Session, T> work) {
        return sessionFactory.fromTransaction(work);
    }

    Connection jdbcConnection() throws SQLException {
        return DriverManager.getConnection(url);
    }

    @Override
    public void close() {
        sessionFactory.close();
    }
}
