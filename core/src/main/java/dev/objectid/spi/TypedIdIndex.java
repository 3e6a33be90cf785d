package dev.objectid.spi;

import dev.objectid.TypedIdType;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The typed ids an application carries, as objectid-processor lists them: one
 * {@value TypedIdContract#INDEX_RESOURCE} resource per compiled module, one binary class name a line ({@code #} starts
 * a comment). Several jars can each bring their own list. Every integration reads it here, to register every typed id
 * with its framework, so that the application registers nothing.
 *
 * <pre>{@code
 * for (TypedIdType<?> typedId : TypedIdIndex.load(getClass().getClassLoader())) {
 *     // register typedId.type() with the framework
 * }
 * }</pre>
 */
public final class TypedIdIndex {

    private TypedIdIndex() {}

    /**
     * Every typed id listed on the class path of the current thread's context class loader (the application's, in
     * Spring Boot and application servers), or of this class's loader if the thread has none.
     *
     * @return the typed ids, in class path order, each class once; empty if no module lists any
     * @throws UncheckedIOException if a list cannot be read; the message names it
     * @throws IllegalStateException if a listed class cannot be loaded or is not a typed id; the message names the
     *         class, the list that names it and what to do
     */
    public static List<TypedIdType<?>> load() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return load(context != null ? context : TypedIdIndex.class.getClassLoader());
    }

    /**
     * Every typed id listed on a class loader's class path, loaded through it and checked.
     *
     * @param classLoader the class loader to search, usually the application's
     * @return the typed ids, in class path order, each class once; empty if no module lists any
     * @throws NullPointerException if {@code classLoader} is null
     * @throws UncheckedIOException if a list cannot be read; the message names it
     * @throws IllegalStateException if a listed class cannot be loaded or is not a typed id; the message names the
     *         class, the list that names it and what to do
     */
    public static List<TypedIdType<?>> load(ClassLoader classLoader) {
        Objects.requireNonNull(classLoader, "classLoader");
        List<URL> lists;
        try {
            lists = Collections.list(classLoader.getResources(TypedIdContract.INDEX_RESOURCE));
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "Could not look up the typed ObjectId lists " + TypedIdContract.INDEX_RESOURCE, e);
        }
        return load(lists, name -> {
            try {
                return Class.forName(name, true, classLoader);
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException(e.toString(), e);
            }
        });
    }

    /**
     * The typed ids of lists that a framework found, loaded through the framework's own class loading (such as
     * Hibernate's {@code ClassLoaderService}).
     *
     * @param lists   the {@value TypedIdContract#INDEX_RESOURCE} resources, in class path order
     * @param classes loads a class by its binary name; throws a {@link RuntimeException} or a {@link LinkageError} if
     *                it cannot
     * @return the typed ids, in the order of {@code lists}, each class once
     * @throws NullPointerException if an argument is null
     * @throws UncheckedIOException if a list cannot be read; the message names it
     * @throws IllegalStateException if a listed class cannot be loaded or is not a typed id; the message names the
     *         class, the list that names it and what to do
     */
    public static List<TypedIdType<?>> load(Iterable<URL> lists, Function<String, Class<?>> classes) {
        Objects.requireNonNull(classes, "classes");
        List<TypedIdType<?>> typedIds = new ArrayList<>();
        for (Map.Entry<String, URL> listed :
                read(Objects.requireNonNull(lists, "lists")).entrySet()) {
            Class<?> type;
            try {
                type = Objects.requireNonNull(classes.apply(listed.getKey()), "no class");
            } catch (RuntimeException | LinkageError e) {
                throw new IllegalStateException(
                        "Typed ObjectId class " + listed.getKey() + ", listed in "
                                + listed.getValue()
                                + ", cannot be loaded. Rebuild the module that lists it, or remove the"
                                + " stale entry.",
                        e);
            }
            try {
                typedIds.add(TypedIdType.of(type));
            } catch (IllegalArgumentException | LinkageError e) {
                throw new IllegalStateException(
                        "Typed ObjectId class listed in " + listed.getValue() + ": " + e.getMessage(), e);
            }
        }
        return typedIds;
    }

    /**
     * The class names the lists name, without loading any class (for build-time tools such as a Quarkus build step).
     *
     * @param lists the {@value TypedIdContract#INDEX_RESOURCE} resources, in class path order
     * @return binary class name to the list that first names it, in the order of {@code lists}, each class once
     * @throws UncheckedIOException if a list cannot be read; the message names it
     */
    public static Map<String, URL> read(Iterable<URL> lists) {
        Map<String, URL> names = new LinkedHashMap<>();
        for (URL list : lists) {
            try (BufferedReader reader =
                    new BufferedReader(new InputStreamReader(list.openStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    int comment = line.indexOf('#');
                    String name = (comment >= 0 ? line.substring(0, comment) : line).trim();
                    if (!name.isEmpty()) {
                        names.putIfAbsent(name, list);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("Could not read the typed ObjectId list " + list, e);
            }
        }
        return names;
    }
}
