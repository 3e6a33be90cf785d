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
        long processValue;
        try {
            processValue = ObjectIdGenerator.parseProcessValue(configured, PROPERTY);
        } catch (IllegalArgumentException invalid) {
            throw new ConfigurationException(invalid.getMessage() + ". Set it to a different value for each running "
                    + "instance, or remove it to let the generator draw one at random.");
        }
        try {
            ObjectIdGenerator.assignProcessValue(processValue, PROPERTY + "=\"" + configured + "\"");
        } catch (IllegalArgumentException rejected) { // the operator's value is invalid, or another one
            throw new ConfigurationException(rejected.getMessage() + " Give this instance one valid process value: set "
                    + PROPERTY + ", the system property " + ObjectIdGenerator.PROCESS_VALUE_PROPERTY
                    + " or the environment variable " + ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT
                    + ", or several of them to the same value.");
        }
    }
}
