package dev.objectid.hibernate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.hibernate.MappingException;
import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.boot.registry.classloading.spi.ClassLoadingException;

/**
 * Reads the typed ids an application carries: every class named in a {@value TypedIdContract#RESOURCE} resource on the class path,
 * one binary class name per line ({@code #} starts a comment). objectid-processor writes one such file per compiled
 * module, so several jars can each bring their own typed ids.
 */
final class TypedIdIndex {

    private TypedIdIndex() {
    }

    /**
     * @return class name to the resource it was listed in, in class path order, each class once
     */
    static Map<String, URL> read(ClassLoaderService classLoaders) {
        Map<String, URL> names = new LinkedHashMap<>();
        for (URL resource : classLoaders.locateResources(TypedIdContract.RESOURCE)) {
            try (BufferedReader reader = new BufferedReader(
                    new InputStreamReader(resource.openStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    int comment = line.indexOf('#');
                    String name = (comment >= 0 ? line.substring(0, comment) : line).trim();
                    if (!name.isEmpty()) {
                        names.putIfAbsent(name, resource);
                    }
                }
            } catch (IOException e) {
                throw new MappingException("Could not read the typed ObjectId list " + resource, e);
            }
        }
        return names;
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
