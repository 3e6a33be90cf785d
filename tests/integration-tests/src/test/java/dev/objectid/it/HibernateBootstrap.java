package dev.objectid.it;

import dev.objectid.it.db.TestDatabase;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.BootstrapServiceRegistry;
import org.hibernate.boot.registry.BootstrapServiceRegistryBuilder;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;

/** Hibernate without Spring: the entities given, a database that is created and dropped with the factory. */
public final class HibernateBootstrap {

    private HibernateBootstrap() {
    }

    public static SessionFactory start(ClassLoader classLoader, TestDatabase database, Class<?>... entities) {
        return start(classLoader, database, Map.of(), entities);
    }

    /** With more settings, which override the defaults ({@code hibernate.hbm2ddl.auto=create-drop}). */
    public static SessionFactory start(ClassLoader classLoader, TestDatabase database, Map<String, Object> settings,
            Class<?>... entities) {
        BootstrapServiceRegistry bootstrap = new BootstrapServiceRegistryBuilder().applyClassLoader(classLoader)
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
}
