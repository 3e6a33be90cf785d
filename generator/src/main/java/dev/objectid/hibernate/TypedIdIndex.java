package dev.objectid.hibernate;

import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Map;
import org.hibernate.MappingException;
import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.boot.registry.classloading.spi.ClassLoadingException;

/**
 * Reads the typed ids an application carries through Hibernate's class loading: every class named in a
 * {@value dev.objectid.TypedIdIndex#RESOURCE} resource on the class path, in the format objectid-core's
 * {@link dev.objectid.TypedIdIndex} reads. objectid-processor writes one such file per compiled module, so several
 * jars can each bring their own typed ids.
 */
final class TypedIdIndex {

    private TypedIdIndex() {
    }

    /**
     * @return class name to the resource it was listed in, in class path order, each class once
     */
    static Map<String, URL> read(ClassLoaderService classLoaders) {
        try {
            return dev.objectid.TypedIdIndex.read(classLoaders.locateResources(dev.objectid.TypedIdIndex.RESOURCE));
        } catch (UncheckedIOException e) {
            throw new MappingException(e.getMessage(), e.getCause());
        }
    }

    static Class<?> load(ClassLoaderService classLoaders, String name, URL listedIn) {
        try {
            return classLoaders.classForName(name);
        } catch (ClassLoadingException e) {
            throw new MappingException("Typed ObjectId class " + name + ", listed in " + listedIn
                    + ", cannot be loaded. Rebuild the module that lists it, or remove the stale entry.", e);
        }
    }
}
