package dev.objectid.spring.boot.generator;

import dev.objectid.ObjectIdGenerator;
import dev.objectid.spring.boot.ObjectIdStartupException;
import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.ConfigurationProperty;
import org.springframework.boot.context.properties.source.ConfigurationPropertyName;
import org.springframework.boot.context.properties.source.ConfigurationPropertySource;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;

/**
 * Applies {@code objectid.generator.process-value} to the shared generator before any bean is created (a bean factory
 * post-processor runs before them), so that every id the application generates carries it.
 *
 * <p>The value reaches objectid-core the way an operator's would: as the system property
 * {@value ObjectIdGenerator#PROCESS_VALUE_PROPERTY}, which core reads when it creates the shared generator and again
 * after each checkpoint restore. When the generator already exists with another value (ids were generated before
 * Spring Boot started, or by an earlier application context in this JVM), it switches through core's public
 * {@link ObjectIdGenerator#afterRestore()}: later ids carry the configured value and still sort after the earlier ones.
 * A process value assigned differently by the system property or the environment variable
 * {@value ObjectIdGenerator#PROCESS_VALUE_ENVIRONMENT} stops the start: one JVM has one shared generator.
 */
final class ProcessValueAssignment implements BeanFactoryPostProcessor, Ordered {

    static final String PROPERTY = "objectid.generator.process-value";

    private static final Log LOG = LogFactory.getLog(ProcessValueAssignment.class);
    private static final Pattern TEN_HEX_DIGITS = Pattern.compile("[0-9a-fA-F]{10}");
    private static final String ACCEPTED = "accepted: exactly 10 hexadecimal digits, 0000000000 .. ffffffffff, as "
            + "the process value appears in an id (its hexadecimal digits 9..18), for example 00000000ff";

    private final Environment environment;

    ProcessValueAssignment(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {
        Binder.get(environment).bind(PROPERTY, String.class).ifBound(this::apply);
    }

    /** First among the bean factory post-processors: nothing of the application runs before it. */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }

    private void apply(String configured) {
        String where = PROPERTY + "=\"" + configured + "\"" + originOf(PROPERTY);
        if (!TEN_HEX_DIGITS.matcher(configured).matches()) {
            throw new ObjectIdStartupException("Invalid ObjectId process value " + where + "; " + ACCEPTED,
                    "Set " + PROPERTY + " to 10 hexadecimal digits, a different value for each running instance, "
                            + "or remove it to let the generator draw one at random.");
        }
        long value = Long.parseLong(configured, 16);
        checkSame(value, where, "system property " + ObjectIdGenerator.PROCESS_VALUE_PROPERTY,
                System.getProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY));
        checkSame(value, where, "environment variable " + ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT,
                System.getenv(ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT));
        System.setProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, "0x" + configured.toLowerCase(Locale.ROOT));

        ObjectIdGenerator generator = ObjectIdGenerator.shared();
        long previous = generator.processValue();
        if (previous == value) {
            return;
        }
        long generated = generator.generatedCount();
        generator.afterRestore(); // reads the system property again: the configured value from now on
        if (generator.processValue() != value) {
            throw new IllegalStateException("The shared ObjectId generator did not take process value " + configured
                    + " from " + PROPERTY + "; it has " + generator.processTrace().processValueHex());
        }
        String switched = "ObjectId process value switched from " + String.format(Locale.ROOT, "%010x", previous)
                + " to " + configured.toLowerCase(Locale.ROOT) + " (" + PROPERTY + ")";
        if (generated > 0) {
            LOG.warn(switched + "; ids generated with the previous value before Spring Boot applied it: " + generated);
        } else {
            LOG.info(switched);
        }
    }

    /**
     * Fails when the operator's system property or environment variable assigns another value.
     *
     * @param assigned the value set there, or null
     */
    private static void checkSame(long value, String where, String source, String assigned) {
        if (assigned == null || value == parseAssigned(assigned)) {
            return;
        }
        throw new ObjectIdStartupException("The ObjectId process value is assigned twice, differently: " + where
                + " and " + source + "=\"" + assigned + "\"",
                "Assign the process value in one place, or in both to the same value: one JVM has one shared "
                        + "ObjectId generator.");
    }

    /**
     * An assigned value as objectid-core reads it (decimal, or {@code 0x} and hexadecimal digits), or -1 when it is
     * not valid: then core's own error names it when the generator reads it.
     */
    private static long parseAssigned(String assigned) {
        String text = assigned.strip();
        try {
            return text.toLowerCase(Locale.ROOT).startsWith("0x") ? Long.parseLong(text.substring(2), 16)
                    : Long.parseLong(text);
        } catch (NumberFormatException notANumber) {
            return -1;
        }
    }

    /** Where the property was set (a file and line, an environment variable), for messages; empty if unknown. */
    private String originOf(String name) {
        ConfigurationPropertyName property = ConfigurationPropertyName.of(name);
        for (ConfigurationPropertySource source : ConfigurationPropertySources.get(environment)) {
            ConfigurationProperty found = source.getConfigurationProperty(property);
            if (found != null && found.getOrigin() != null) {
                return " (from " + found.getOrigin() + ")";
            }
        }
        return "";
    }
}
