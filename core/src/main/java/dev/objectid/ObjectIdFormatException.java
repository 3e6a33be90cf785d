package dev.objectid;

/**
 * Thrown when a text is not the 24-character hexadecimal form of an {@link ObjectId}: by {@link ObjectId#parse},
 * {@link ObjectId#valueOf}, {@link TypedIdType#parse} (and so the {@code parse} and {@code valueOf} of every typed id),
 * and when a JSON value is neither that text nor MongoDB Extended JSON's {@code {"$oid": ...}}. Like {@link NumberFormatException} it is an
 * {@link IllegalArgumentException}; unlike it, it keeps the text it was given, so that a framework can say which value
 * was wrong without reading the message (which quotes the text escaped and cut after 40 characters).
 */
public final class ObjectIdFormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The form that is accepted, for messages that say what is expected. */
    public static final String EXPECTED = ObjectId.HEX_LENGTH + " hexadecimal digits (0-9, a-f, A-F)";

    /** The text given, or {@code null}. */
    private final String input;

    ObjectIdFormatException(CharSequence input, String message) {
        super(message);
        this.input = input == null ? null : input.toString();
    }

    /**
     * The text that was not an ObjectId, exactly as it was given.
     *
     * @return the text, or {@code null} if {@code null} or no text at all (a JSON number, object, ...) was given
     */
    public String input() {
        return input;
    }
}
