package dev.objectid.quarkus.runtime;

import io.smallrye.config.ConfigSourceInterceptor;
import io.smallrye.config.ConfigSourceInterceptorContext;
import io.smallrye.config.ConfigValue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.logging.Logger;

/**
 * Keeps the extension's first property names working: {@code objectid.generator.process-value} and the other
 * {@code objectid.*} names are read for their {@code quarkus.objectid.*} names when those are not set in a source of
 * higher or equal priority (a default is lower), with a warning naming the new one, once per name. Only the
 * extension's own names fall back; the operator's system property {@code objectid.processValue} is not one of them.
 */
public final class DeprecatedConfigNames implements ConfigSourceInterceptor {

    private static final long serialVersionUID = 1L;

    private static final String PREFIX = "quarkus.objectid.";
    private static final String DEPRECATED_PREFIX = "objectid.";
    private static final Logger LOG = Logger.getLogger(DeprecatedConfigNames.class);
    private static final Set<String> WARNED = ConcurrentHashMap.newKeySet();

    /** Created by SmallRye Config, from {@code META-INF/services}. */
    public DeprecatedConfigNames() {}

    @Override
    public ConfigValue getValue(ConfigSourceInterceptorContext context, String name) {
        ConfigValue value = context.proceed(name);
        if (!name.startsWith(PREFIX)) {
            return value;
        }
        String deprecatedName = DEPRECATED_PREFIX + name.substring(PREFIX.length());
        ConfigValue deprecated = context.proceed(deprecatedName);
        if (deprecated == null
                || deprecated.getValue() == null
                || value != null && value.getConfigSourceOrdinal() >= deprecated.getConfigSourceOrdinal()) {
            return value;
        }
        if (WARNED.add(deprecatedName)) {
            LOG.warnf(
                    "%s is deprecated: set %s instead (every Quarkus extension's properties start with quarkus.)",
                    deprecatedName, name);
        }
        return deprecated.withName(name);
    }
}
