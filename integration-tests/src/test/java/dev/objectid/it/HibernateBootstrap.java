package dev.objectid.it;

import dev.objectid.it.db.TestDatabase;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.BootstrapServiceRegistry;
import org.hibernate.boot.registry.BootstrapServiceRegistryBuilder;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;

/** Hibernate without Spring: the entities given, a database that is created and dropped with the factory. */
final class HibernateBootstrap {

    private HibernateBootstrap() {
    }

    static SessionFactory start(ClassLoader classLoader, TestDatabase database, Class<?>... entities) {
        BootstrapServiceRegistry bootstrap = new BootstrapServiceRegistryBuilder().applyClassLoader(classLoader)
                .build();
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder(bootstrap)
                .applySettings(database.jdbcSettings())
                .applySetting("hibernate.hbm2ddl.auto", "create-drop")
                .build();
        MetadataSources sources = new MetadataSources(registry);
        for (Class<?> entity : entities) {
            sources.addAnnotatedClass(entity);
        }
        return sources.buildMetadata().buildSessionFactory();
    }
}
