package dev.objectid.processor.model;

/**
 * A processor that objectid-processor hosts and runs one round late (Hibernate's metamodel generator, Querydsl's
 * processor), as messages name it.
 *
 * @param host      the host's class name, which users list in place of the hosted processor
 * @param processor the hosted processor's class name
 * @param name      what it is, in words: {@code Hibernate's metamodel generator}
 * @param artifacts what to put on the processor path to have it
 */
public record HostedProcessor(String host, String processor, String name, String artifacts) {}
