package dev.objectid.spring.boot.generator;

import dev.objectid.ObjectIdGenerator;
import dev.objectid.spring.boot.ObjectIdStartupException;
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
 * <p>The value goes to {@link ObjectIdGenerator#assignProcessValue}, which assigns it to the copy of objectid-core this
 * application uses and to no other in the JVM, checks it against the operator's system property
 * {@value ObjectIdGenerator#PROCESS_VALUE_PROPERTY} and environment variable
 * {@value ObjectIdGenerator#PROCESS_VALUE_ENVIRONMENT} (an invalid or different value there stops the start), and
 * switches the generator if it already generates ids with another value.
 */
final class ProcessValueAssignment implements BeanFactoryPostProcessor, Ordered {

    static final String PROPERTY = "objectid.generator.process-value";

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
        String origin = originOf(PROPERTY);
        try {
            ObjectIdGenerator.assignProcessValue(configured, PROPERTY + origin);
        } catch (IllegalArgumentException invalid) { // not 10 digits, or the operator's value is invalid or another
            throw new ObjectIdStartupException(
                    invalid.getMessage(),
                    "Give this instance a process value of its own in " + PROPERTY + ", or remove it to let the "
                            + "generator draw one at random.");
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
