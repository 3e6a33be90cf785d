package dev.objectid.hibernate;

import com.google.auto.service.AutoService;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.query.spi.QueryEngine;
import org.hibernate.query.sqm.function.SqmFunctionRegistry;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;

/**
 * Lets Hibernate's {@code max}, {@code min} and {@code str} take ids stored as binary: {@code max(o.id)} and
 * {@code min(o.id)} become {@code objectid_max(o.id)} and {@code objectid_min(o.id)}, {@code str(o.id)} becomes
 * {@code objectid_hex(o.id)}; every other argument is Hibernate's business as before. Found by Hibernate through
 * {@link java.util.ServiceLoader}; public only for that reason.
 *
 * <p>Hibernate registers a dialect's functions after every {@link org.hibernate.boot.model.FunctionContributor}, so
 * a contributor cannot take over {@code max}: this is done once the session factory exists. Named queries are checked
 * at startup before that moment; in a named query, write {@code objectid_max(o.id)}.
 */
@AutoService(Integrator.class)
public final class ObjectIdFunctionIntegrator implements Integrator {

    /** Called by {@link java.util.ServiceLoader}. */
    public ObjectIdFunctionIntegrator() {}

    @Override
    public void integrate(
            Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        sessionFactory.addObserver(new StandIns());
    }

    @Override
    public void disintegrate(SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry registry) {
        // nothing to undo: the functions go with the session factory
    }

    /** Puts the stand-ins in place when the session factory, and so its function registry, is complete. */
    private static final class StandIns implements SessionFactoryObserver {

        private static final long serialVersionUID = 1L;

        @Override
        public void sessionFactoryCreated(SessionFactory factory) {
            SessionFactoryImplementor sessionFactory = (SessionFactoryImplementor) factory;
            QueryEngine queryEngine = sessionFactory.getQueryEngine();
            SqmFunctionRegistry registry = queryEngine.getSqmFunctionRegistry();
            boolean clauses = ObjectIdFunctionSql.of(
                            sessionFactory.getJdbcServices().getDialect())
                    .supportsAggregateClauses();
            for (ObjectIdFunction function : ObjectIdFunction.values()) {
                if (function.standIn() != null) {
                    ObjectIdArgumentRouting.register(registry, function, clauses || function == ObjectIdFunction.HEX);
                }
            }
            // queries parsed before (the startup check of named queries) are parsed again, with the stand-ins
            queryEngine.getInterpretationCache().close();
        }
    }
}
