package dev.objectid.quarkus.runtime;

import dev.objectid.ObjectIdGenerator;
import io.quarkus.runtime.configuration.ConfigurationException;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * Applies {@code objectid.generator.process-value} to the shared generator when the application starts, so that every
 * id the application generates carries it. A process value the operator assigned differently (system property
 * {@value ObjectIdGenerator#PROCESS_VALUE_PROPERTY}, environment variable
 * {@value ObjectIdGenerator#PROCESS_VALUE_ENVIRONMENT}) stops the start: one JVM has one shared generator.
 *
 * <p>{@link #handOver} is the one place that gives the value to objectid-core; see there.
 */
final class ProcessValueAssignment {

    static final String PROPERTY = "objectid.generator.process-value";

    private static final Logger LOG = Logger.getLogger(ProcessValueAssignment.class);
    private static final Pattern TEN_HEX_DIGITS = Pattern.compile("[0-9a-fA-F]{10}");
    private static final String ACCEPTED = "accepted: exactly 10 hexadecimal digits, 0000000000 .. ffffffffff, as "
            + "the process value appears in an id (its hexadecimal digits 9..18), for example 00000000ff";

    private ProcessValueAssignment() {
    }

    /**
     * @param configured the value of {@value #PROPERTY}
     * @throws ConfigurationException if it is not 10 hexadecimal digits, or the operator assigned another value
     */
    static void apply(String configured) {
        String where = PROPERTY + "=\"" + configured + "\"";
        if (!TEN_HEX_DIGITS.matcher(configured).matches()) {
            throw new ConfigurationException("Invalid ObjectId process value " + where + "; " + ACCEPTED
                    + ". Set it to a different value for each running instance, or remove it to let the generator "
                    + "draw one at random.");
        }
        long value = Long.parseLong(configured, 16);
        String operator = operatorAssignment();
        if (operator != null) {
            long assigned = ObjectIdGenerator.shared().processValue(); // what core read from the operator's setting
            if (assigned != value) {
                throw new ConfigurationException("The ObjectId process value is assigned twice, differently: " + where
                        + " and " + operator + "; assign it in one place, or in both to the same value: one JVM has"
                        + " one shared ObjectId generator.");
            }
            return;
        }
        ObjectIdGenerator generator = handOver(value);
        if (generator.processValue() != value) {
            throw new IllegalStateException("The shared ObjectId generator did not take process value " + configured
                    + " from " + PROPERTY + "; it has " + generator.processTrace().processValueHex());
        }
    }

    /**
     * Gives {@code value} to the shared generator and returns it. objectid-core takes an assigned process value from
     * the system property {@value ObjectIdGenerator#PROCESS_VALUE_PROPERTY} only, when it creates the shared generator
     * and in {@link ObjectIdGenerator#afterRestore()}; so the property is set for the duration of this call and removed
     * before it returns, so that it reaches no other copy of objectid-core in this JVM. A generator that already
     * existed with another value switches through {@code afterRestore()}: later ids carry the configured value and
     * still sort after the earlier ones. When objectid-core takes a process value directly, this method becomes that
     * call.
     */
    private static ObjectIdGenerator handOver(long value) {
        String hex = String.format(Locale.ROOT, "%010x", value);
        System.setProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, "0x" + hex);
        try {
            ObjectIdGenerator generator = ObjectIdGenerator.shared(); // a new one reads the property now
            long previous = generator.processValue();
            if (previous != value) {
                long generated = generator.generatedCount();
                generator.afterRestore(); // reads the property again
                String switched = "ObjectId process value switched from "
                        + String.format(Locale.ROOT, "%010x", previous) + " to " + hex + " (" + PROPERTY + ")";
                if (generated > 0) {
                    LOG.warn(switched + "; ids generated with the previous value before Quarkus applied it: "
                            + generated);
                } else {
                    LOG.info(switched);
                }
            }
            return generator;
        } finally {
            System.clearProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
        }
    }

    /** The operator's assignment, as a message names it, or {@code null} when there is none. */
    private static String operatorAssignment() {
        String property = System.getProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
        if (property != null) {
            return "system property " + ObjectIdGenerator.PROCESS_VALUE_PROPERTY + "=\"" + property + "\"";
        }
        String variable = System.getenv(ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT);
        if (variable != null) {
            return "environment variable " + ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT + "=\"" + variable + "\"";
        }
        return null;
    }
}
