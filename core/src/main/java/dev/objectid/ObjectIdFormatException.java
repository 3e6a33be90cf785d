package dev.objectid;

import java.util.List;
import java.util.Objects;

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

    /** How many of several values a message quotes. */
    private static final int MAX_VALUES_SHOWN = 3;

    /** The text given, or {@code null}. */
    private final String input;

    ObjectIdFormatException(CharSequence input, String message) {
        super(message);
        this.input = input == null ? null : input.toString();
    }

    /**
     * What a request that gives several values where one id is expected ({@code ?id=a&id=b}) is refused with, for
     * the frameworks that would otherwise take the first value and ignore the others without a word.
     *
     * @param what   the id type's name, as the parsers' messages name it: {@code ObjectId}, {@code OrderId}
     * @param values the values, as they were given
     * @return the exception, its message naming the type, how many values there were, the first few of them and
     *         what is expected; its {@link #input()} is {@code null}
     * @throws NullPointerException if an argument is null
     */
    public static ObjectIdFormatException oneValueExpected(String what, List<String> values) {
        Objects.requireNonNull(what, "what");
        StringBuilder shown = new StringBuilder();
        for (int i = 0; i < Math.min(values.size(), MAX_VALUES_SHOWN); i++) {
            shown.append(i == 0 ? "" : ", ").append(Texts.quote(String.valueOf(values.get(i))));
        }
        if (values.size() > MAX_VALUES_SHOWN) {
            shown.append(", ...");
        }
        return new ObjectIdFormatException(
                null,
                "Invalid " + what + ": " + values.size() + " values (" + shown + "); expected one, of " + EXPECTED);
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
