package dev.objectid.it;

import dev.objectid.it.db.TestDatabase;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.BootstrapServiceRegistry;
import org.hibernate.boot.registry.BootstrapServiceRegistryBuilder;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;

/**
 * Hibernate without Spring: the entities given, a database that is created and dropped with the factory; or, for a
 * worker JVM or a benchmark that has only the connection settings, JDBC batches on tables that exist.
 */
public final class HibernateBootstrap {

    /** The JDBC batch size of {@link #batching}; the workers flush every this many rows. */
    public static final int BATCH = 50;

    private HibernateBootstrap() {}

    public static SessionFactory start(ClassLoader classLoader, TestDatabase database, Class<?>... entities) {
        return start(classLoader, database, Map.of(), entities);
    }

    /** With more settings, which override the defaults ({@code hibernate.hbm2ddl.auto=create-drop}). */
    public static SessionFactory start(
            ClassLoader classLoader, TestDatabase database, Map<String, Object> settings, Class<?>... entities) {
        BootstrapServiceRegistry bootstrap = new BootstrapServiceRegistryBuilder()
                .applyClassLoader(classLoader)
                .build();
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder(bootstrap)
                .applySettings(database.jdbcSettings())
                .applySetting("hibernate.hbm2ddl.auto", "create-drop")
                .applySettings(settings)
                .build();
        MetadataSources sources = new MetadataSources(registry);
        for (Class<?> entity : entities) {
            sources.addAnnotatedClass(entity);
        }
        return sources.buildMetadata().buildSessionFactory();
    }

    /** Hibernate with JDBC batches of {@value #BATCH} on a database whose tables exist. */
    public static SessionFactory batching(String url, String user, String password, Class<?> entity) {
        return batching(url, user, password, Map.of(), entity);
    }

    /** With more settings, which override the defaults, and any number of entities. */
    public static SessionFactory batching(
            String url, String user, String password, Map<String, Object> settings, Class<?>... entities) {
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder()
                .applySettings(Map.of(
                        "jakarta.persistence.jdbc.url", url,
                        "jakarta.persistence.jdbc.user", user,
                        "jakarta.persistence.jdbc.password", password,
                        "hibernate.hbm2ddl.auto", "none",
                        "hibernate.jdbc.batch_size", BATCH))
                .applySettings(settings)
                .build();
        MetadataSources sources = new MetadataSources(registry);
        for (Class<?> entity : entities) {
            sources.addAnnotatedClass(entity);
        }
        return sources.buildMetadata().buildSessionFactory();
    }
}
