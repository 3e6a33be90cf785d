package dev.objectid.micronaut.serde;

import io.micronaut.context.ApplicationContextBuilder;
import io.micronaut.context.ApplicationContextConfigurer;
import io.micronaut.core.reflect.ClassUtils;

/**
 * Gives every Micronaut application context a serde for each typed id the application lists, when Micronaut
 * Serialization is on the class path (see {@link TypedIdSerdeDefinitions}). Micronaut finds it through
 * {@code META-INF/services}; it is public only for that reason.
 */
public final class TypedIdSerdes implements ApplicationContextConfigurer {

    /** Called by Micronaut's service loader. */
    public TypedIdSerdes() {
    }

    /**
     * Adds the typed ids' serdes to the context being built, if Micronaut Serialization is present.
     *
     * @param builder the builder of the application context
     */
    @Override
    public void configure(ApplicationContextBuilder builder) {
        if (ClassUtils.isPresent("io.micronaut.serde.Serde", TypedIdSerdes.class.getClassLoader())) {
            TypedIdSerdeDefinitions.register(builder);
        }
    }
}
