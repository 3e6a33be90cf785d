package dev.objectid.quarkus.runtime;

import dev.objectid.ObjectIdGenerator;
import io.quarkus.runtime.configuration.ConfigurationException;

/**
 * Applies {@code quarkus.objectid.generator.process-value} to the shared generator when the application starts, so that every
 * id the application generates carries it, through {@link ObjectIdGenerator#assignProcessValue}: this copy of
 * objectid-core only, checked against the operator's system property
 * {@value ObjectIdGenerator#PROCESS_VALUE_PROPERTY} and environment variable
 * {@value ObjectIdGenerator#PROCESS_VALUE_ENVIRONMENT} (an invalid or different value there stops the start).
 */
final class ProcessValueAssignment {

    static final String PROPERTY = "quarkus.objectid.generator.process-value";

    private ProcessValueAssignment() {}

    /**
     * @param configured the value of {@value #PROPERTY}
     * @throws ConfigurationException if it is not 10 hexadecimal digits, or the operator assigned another value
     */
    static void apply(String configured) {
        try {
            ObjectIdGenerator.assignProcessValue(configured, PROPERTY);
        } catch (IllegalArgumentException invalid) { // not 10 digits, or the operator's value is invalid or another
            throw new ConfigurationException(invalid.getMessage());
        }
    }
}
