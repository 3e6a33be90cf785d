package dev.objectid.processor;

import com.palantir.javapoet.ClassName;
import dev.objectid.processor.metamodel.DeferredProcessor;
import dev.objectid.processor.model.HostedProcessor;
import dev.objectid.processor.model.Names;

/**
 * Runs Hibernate's metamodel generator ({@code hibernate-processor}, or {@code hibernate-jpamodelgen} 6.5 and 6.6)
 * one round late when the sources refer to types that do not exist yet, such as the typed ids objectid-processor
 * generates, so that {@code Order_} and Jakarta Data's {@code _Order} have their {@code id} attribute: run in the
 * first round, Hibernate's generator leaves out, without a word, every attribute whose type it cannot see.
 *
 * <p>It is not registered for discovery: name it in the list of annotation processors in place of
 * {@code org.hibernate.processor.HibernateProcessor}, with Hibernate's generator on the processor path, and list the
 * other processors too (javac runs only the listed ones). If Hibernate's generator runs by itself as well, this
 * processor says so and stands aside. See {@code docs/typed-ids.md}, "Hibernate's static metamodel".
 */
public final class DeferredHibernateProcessor extends DeferredProcessor {

    /** Hibernate's processor, the same class name in hibernate-processor 7 and hibernate-jpamodelgen 6.5 and 6.6. */
    static final String HIBERNATE_PROCESSOR = Names.HIBERNATE_PROCESSOR.canonicalName();

    /** Called by the compiler, for the name in its list of processors. */
    public DeferredHibernateProcessor() {
        this(HIBERNATE_PROCESSOR);
    }

    /** Hosts another processor class: a test's stand-in for a missing one. */
    DeferredHibernateProcessor(String hibernateProcessor) {
        super(
                new HostedProcessor(
                        DeferredHibernateProcessor.class.getName(),
                        HIBERNATE_PROCESSOR,
                        "Hibernate's metamodel generator",
                        "org.hibernate.orm:hibernate-processor (Hibernate 7) or"
                                + " org.hibernate.orm:hibernate-jpamodelgen (Hibernate 6.5, 6.6)"),
                hibernateProcessor);
    }

    @Override
    protected ClassName metamodelOf(ClassName entity) {
        return ClassName.get(entity.packageName(), entity.simpleName() + "_");
    }
}
