package dev.objectid.micronaut.generator;

import dev.objectid.ObjectIdGenerator;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Property;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.order.Ordered;

/**
 * Applies {@code objectid.generator.process-value} to the shared generator when the application context starts, as
 * the first of its eager beans, so that every id the application generates carries it, through
 * {@link ObjectIdGenerator#assignProcessValue}: this copy of objectid-core only, checked against the operator's system
 * property {@value ObjectIdGenerator#PROCESS_VALUE_PROPERTY} and environment variable
 * {@value ObjectIdGenerator#PROCESS_VALUE_ENVIRONMENT} (an invalid or different value there stops the start). The
 * names and the checks are those of the Spring Boot starter and the Quarkus extension.
 */
@Context
@Order(Ordered.HIGHEST_PRECEDENCE)
@Requires(property = ProcessValueAssignment.PROPERTY)
final class ProcessValueAssignment {

    static final String PROPERTY = "objectid.generator.process-value";

    /**
     * @param configured the value of {@value #PROPERTY}
     * @throws ConfigurationException if it is not 10 hexadecimal digits, or the operator assigned another value
     */
    ProcessValueAssignment(@Property(name = PROPERTY) String configured) {
        try {
            ObjectIdGenerator.assignProcessValue(configured, PROPERTY);
        } catch (IllegalArgumentException invalid) { // not 10 digits, or the operator's value is invalid or another
            throw new ConfigurationException(invalid.getMessage());
        }
    }
}
