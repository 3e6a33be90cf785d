package dev.objectid.spring.boot.webmvc;

import org.springframework.util.ClassUtils;

/**
 * What the Jackson exception behind an unreadable request body tells: where in the document it failed, the type it
 * was reading and, when Jackson kept it, the value. Jackson 2 (Spring Boot 3.5) and Jackson 3 (Spring Boot 4) each
 * have their own exceptions; the classes that read them are loaded only when their Jackson is on the class path.
 *
 * @param path the property path, such as {@code items[2].productId}; empty at the root of the document
 * @param targetType the type being read, or {@code null} if Jackson does not say
 * @param value the value that could not be read, or {@code null} if Jackson does not keep it
 */
record JsonFailure(String path, Class<?> targetType, Object value) {

    private static final ClassLoader LOADER = JsonFailure.class.getClassLoader();
    private static final boolean JACKSON_2 =
            ClassUtils.isPresent("com.fasterxml.jackson.databind.JsonMappingException", LOADER);
    private static final boolean JACKSON_3 = ClassUtils.isPresent("tools.jackson.databind.DatabindException", LOADER);

    /** The failure of the first Jackson exception in {@code error}'s cause chain, or {@code null}. */
    static JsonFailure find(Throwable error) {
        for (Throwable cause = error; cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            JsonFailure failure = JACKSON_3 ? Jackson3Failures.of(cause) : null;
            if (failure == null && JACKSON_2) {
                failure = Jackson2Failures.of(cause);
            }
            if (failure != null) {
                return failure;
            }
        }
        return null;
    }

    /** Appends one step of a path: a property name, or an index when there is no name. */
    static void appendStep(StringBuilder path, String property, int index) {
        if (property != null) {
            path.append(path.length() == 0 ? "" : ".").append(property);
        } else if (index >= 0) {
            path.append('[').append(index).append(']');
        }
    }
}
