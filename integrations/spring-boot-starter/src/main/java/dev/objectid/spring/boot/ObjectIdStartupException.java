package dev.objectid.spring.boot;

/**
 * The starter refuses to start the application: a configuration under which ids would be generated or stored wrongly.
 * The message says what is wrong (naming the value and where it came from); {@link #action()} what to do about it.
 * Spring Boot's "APPLICATION FAILED TO START" report prints both.
 */
public final class ObjectIdStartupException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    /** What to change so that the application starts. */
    private final String action;

    /**
     * @param message what is wrong, naming the value and where it came from
     * @param action what to change, as a sentence
     */
    public ObjectIdStartupException(String message, String action) {
        super(message);
        this.action = action;
    }

    /** @return what to change so that the application starts */
    public String action() {
        return action;
    }
}
