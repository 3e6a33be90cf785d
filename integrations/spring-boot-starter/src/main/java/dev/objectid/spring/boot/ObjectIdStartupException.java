package dev.objectid.spring.boot;

/**
 * The starter refuses to start the application: a configuration under which ids would be generated or stored wrongly.
 * The message says what is wrong (naming the value and where it came from); {@link #action()} what to do about it.
 * Spring Boot prints both through {@link ObjectIdFailureAnalyzer}.
 */
final class ObjectIdStartupException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    private final String action;

    ObjectIdStartupException(String message, String action) {
        super(message);
        this.action = action;
    }

    String action() {
        return action;
    }
}
