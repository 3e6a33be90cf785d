package dev.objectid.spi;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;

/**
 * What {@code dev.objectid} keeps package-private and this package's helpers need, lent by objectid-core itself so that
 * it stays package-private there: the reader of an id's JSON forms, the quoting of input in messages, and the
 * constructor of {@link ObjectIdFormatException}. With them {@link ObjectIdTypes} accepts, refuses and words exactly
 * what the parsers do.
 *
 * <p>Its one subclass is objectid-core's own, {@value #IMPLEMENTATION}, which installs itself when it is initialised;
 * the constructor refuses any other, and every other member is closed to other packages. Nothing here is for
 * applications, or for integrations: they call {@link ObjectIdTypes}.
 */
public abstract class CoreAccess {

    /** objectid-core's subclass, named rather than linked: it is package-private in {@code dev.objectid}. */
    static final String IMPLEMENTATION = "dev.objectid.SpiAccess";

    private static volatile CoreAccess installed;

    /**
     * Installs objectid-core's subclass; called once, by it.
     *
     * @throws IllegalStateException if the subclass is any other, or one is installed already
     */
    protected CoreAccess() {
        Class<?> self = getClass();
        if (!self.getName().equals(IMPLEMENTATION) || self.getClassLoader() != CoreAccess.class.getClassLoader()) {
            throw new IllegalStateException(self.getName() + " cannot extend " + CoreAccess.class.getName()
                    + ": only objectid-core's " + IMPLEMENTATION + " does");
        }
        synchronized (CoreAccess.class) {
            if (installed != null) {
                throw new IllegalStateException(IMPLEMENTATION + " is installed already");
            }
            installed = this;
        }
    }

    /**
     * objectid-core's access, its subclass loaded and installed on the first call.
     *
     * @return the one installed instance
     */
    static CoreAccess core() {
        CoreAccess core = installed;
        if (core == null) {
            try {
                Class.forName(IMPLEMENTATION); // a constant name, which native-image resolves at build time
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("objectid-core is incomplete: " + IMPLEMENTATION + " is missing", e);
            }
            core = installed;
        }
        return core;
    }

    /**
     * Reads an {@link ObjectId} from either JSON form, as its {@code @JsonCreator} does.
     *
     * @param json the JSON value, as plain Java
     * @return the id
     * @throws ObjectIdFormatException if {@code json} is neither form; the message names the value and both forms
     */
    protected abstract ObjectId fromJson(Object json);

    /**
     * Quotes input for a message as the parsers do: escaped, and cut after 40 characters.
     *
     * @param text the input
     * @return the quoted text
     */
    protected abstract String quote(CharSequence text);

    /**
     * A new {@link ObjectIdFormatException}.
     *
     * @param input   the text that was not an id, or {@code null} if there was none
     * @param message the message
     * @return the exception
     */
    protected abstract ObjectIdFormatException formatException(CharSequence input, String message);
}
