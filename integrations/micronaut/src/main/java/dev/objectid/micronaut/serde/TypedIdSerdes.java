package dev.objectid.micronaut.serde;

import io.micronaut.context.ApplicationContext;
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
     * Registers the typed ids' serializers and deserializers, if Micronaut Serialization is present. Micronaut calls
     * it once the context has read its compiled bean definitions, before it creates any bean.
     *
     * @param context the application context
     */
    @Override
    public void configure(ApplicationContext context) {
        if (ClassUtils.isPresent("io.micronaut.serde.Serde", TypedIdSerdes.class.getClassLoader())) {
            TypedIdSerdeDefinitions.register(context);
        }
    }
}
