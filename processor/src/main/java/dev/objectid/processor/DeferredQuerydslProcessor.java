package dev.objectid.processor;

import com.palantir.javapoet.ClassName;
import dev.objectid.processor.metamodel.DeferredProcessor;
import dev.objectid.processor.metamodel.QuerydslCheck;
import dev.objectid.processor.model.HostedProcessor;
import dev.objectid.processor.model.Names;

/**
 * Runs Querydsl's JPA processor ({@code com.querydsl.apt.jpa.JPAAnnotationProcessor}, of Querydsl 5 and of OpenFeign
 * Querydsl) one round late when the sources refer to types that do not exist yet, such as the typed ids
 * objectid-processor generates, so that {@code QOrder} holds the id as a {@code ComparablePath<OrderId>}: run in the
 * first round, Querydsl's processor takes a type it cannot see for a number and writes {@code NumberPath<OrderId>},
 * which does not compile.
 *
 * <p>It is not registered for discovery: name it in the list of annotation processors in place of
 * {@code com.querydsl.apt.jpa.JPAAnnotationProcessor}, with Querydsl's processor on the processor path, and list the
 * other processors too (javac runs only the listed ones). See {@code docs/typed-ids.md}, "Querydsl".
 */
public final class DeferredQuerydslProcessor extends DeferredProcessor {

    /** Querydsl's JPA processor. */
    static final String QUERYDSL_PROCESSOR = Names.QUERYDSL_JPA_PROCESSOR.canonicalName();

    /** Called by the compiler, for the name in its list of processors. */
    public DeferredQuerydslProcessor() {
        this(QUERYDSL_PROCESSOR);
    }

    /** Hosts another processor class: a test's stand-in for a missing one. */
    DeferredQuerydslProcessor(String querydslProcessor) {
        super(
                new HostedProcessor(
                        DeferredQuerydslProcessor.class.getName(),
                        QUERYDSL_PROCESSOR,
                        "Querydsl's processor",
                        "com.querydsl:querydsl-apt (classifier jakarta) or io.github.openfeign.querydsl:querydsl-apt"),
                querydslProcessor);
    }

    /** {@code QOrder}; with Querydsl's {@code querydsl.prefix}, {@code querydsl.suffix} and package suffix options. */
    @Override
    protected ClassName metamodelOf(ClassName entity) {
        return QuerydslCheck.queryType(entity, processingEnv.getOptions());
    }
}
