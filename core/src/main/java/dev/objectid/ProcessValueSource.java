package dev.objectid;

import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Where the shared generator's process value is assigned: by the operator, with the system property
 * {@value ObjectIdGenerator#PROCESS_VALUE_PROPERTY} or the environment variable
 * {@value ObjectIdGenerator#PROCESS_VALUE_ENVIRONMENT}, as a decimal number or as {@code 0x} and hexadecimal digits;
 * or by the application, through {@link ObjectIdGenerator#assignProcessValue}, which this copy of the library keeps to
 * itself. Read when the shared generator is created and again after each restore; a value that is not valid is an
 * error, never ignored, and so are two that differ. The one home of the parsers of process values written as text:
 * the operator's ({@link #parse}) and an application setting's, as the value appears in an id ({@link #parseHex}).
 */
final class ProcessValueSource {

    /** Nothing is ever assigned: generators made by {@link ObjectIdGenerator#create}. */
    static final ProcessValueSource NONE = new ProcessValueSource(name -> null, name -> null);

    /** The system properties and the environment of this process, and what the application assigned. */
    static final ProcessValueSource SYSTEM = new ProcessValueSource(System::getProperty, System::getenv);

    private static final long MAX = (1L << 40) - 1;
    private static final String ACCEPTED = "accepted: a decimal number 0 .. " + MAX + ", or 0x followed by 1 to 10 "
            + "hexadecimal digits (0x0 .. 0xffffffffff), for example 42 or 0x2a";
    private static final String ACCEPTED_HEX = "accepted: exactly 10 hexadecimal digits, 0000000000 .. ffffffffff, "
            + "as the process value appears in an id (its hexadecimal digits 9..18), for example 00000000ff, a "
            + "different value for each running instance; or no value, to let the generator draw one at random";

    private final UnaryOperator<String> properties;
    private final UnaryOperator<String> environment;
    /** What the application assigned, or null. */
    private volatile Assignment application;

    ProcessValueSource(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        this.properties = properties;
        this.environment = environment;
    }

    /**
     * The assigned process value, or -1 when none is assigned.
     *
     * @throws IllegalArgumentException if a value is set but is not a process value, or two places assign different
     *         ones
     */
    long read() {
        return read(application);
    }

    /**
     * Makes {@code value} the application's assignment, after checking it against the operator's.
     *
     * @param origin the setting and its value as written, for messages
     * @throws IllegalArgumentException if {@code value} is not a process value, or the operator's is not valid or is
     *         another one; nothing is assigned then
     */
    synchronized void assign(long value, String origin) {
        if (value < 0 || value > MAX) {
            throw new IllegalArgumentException("Invalid ObjectId process value " + value + " assigned by " + origin
                    + "; accepted: 0 .. " + MAX + " (0x0 .. 0xffffffffff)");
        }
        Assignment assignment = new Assignment(value, origin);
        read(assignment);
        application = assignment;
    }

    /** Where the assigned value comes from, for messages. */
    String describe() {
        return "system property " + ObjectIdGenerator.PROCESS_VALUE_PROPERTY + " or environment variable "
                + ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT;
    }

    private long read(Assignment byApplication) {
        String property = properties.apply(ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
        String variable = environment.apply(ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT);
        String propertyName = "system property " + ObjectIdGenerator.PROCESS_VALUE_PROPERTY;
        String variableName = "environment variable " + ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT;
        long fromProperty = property == null ? -1 : parse(property, propertyName);
        long fromVariable = variable == null ? -1 : parse(variable, variableName);
        if (byApplication != null) {
            checkSame(byApplication.value, byApplication.origin, fromProperty, propertyName, property);
            checkSame(byApplication.value, byApplication.origin, fromVariable, variableName, variable);
            return byApplication.value;
        }
        if (fromProperty >= 0) {
            checkSame(fromProperty, propertyName + "=" + Texts.quote(property), fromVariable, variableName, variable);
            return fromProperty;
        }
        return fromVariable;
    }

    /** Fails unless {@code other} is not set (-1) or is {@code value}, which {@code where} assigned. */
    private static void checkSame(long value, String where, long other, String otherName, String otherText) {
        if (other >= 0 && other != value) {
            throw new IllegalArgumentException("The ObjectId process value is assigned twice, differently: " + where
                    + " and " + otherName + "=" + Texts.quote(otherText) + "; set one of them, or both to the same "
                    + "value");
        }
    }

    /**
     * Reads one assigned value; surrounding white space (a trailing newline from a file) is ignored.
     *
     * @param where the property or variable, for the error message
     */
    static long parse(String text, String where) {
        String value = text.strip();
        boolean hex = value.toLowerCase(Locale.ROOT).startsWith("0x");
        String digits = (hex ? value.substring(2) : value).replaceFirst("^0+(?=.)", "");
        int radix = hex ? 16 : 10;
        boolean valid = !digits.isEmpty() && digits.chars().allMatch(c -> c < 128 && Character.digit(c, radix) >= 0);
        long parsed = valid && digits.length() <= 15 ? Long.parseLong(digits, radix) : -1; // 15 digits fit a long
        if (parsed < 0 || parsed > MAX) {
            throw new IllegalArgumentException("Invalid ObjectId process value " + Texts.quote(text) + " in " + where
                    + (valid ? ": larger than 5 bytes hold" : "") + "; " + ACCEPTED);
        }
        return parsed;
    }

    /**
     * Reads a process value written as it appears in an id: exactly 10 hexadecimal digits, either case, nothing around
     * them.
     *
     * @param where the setting, and where it was set, for the error message
     * @see ObjectIdGenerator#assignProcessValue(String, String)
     */
    static long parseHex(String text, String where) {
        if (text.length() != 10 || !text.chars().allMatch(c -> c < 128 && Character.digit(c, 16) >= 0)) {
            throw new IllegalArgumentException(
                    "Invalid ObjectId process value " + Texts.quote(text) + " in " + where + "; " + ACCEPTED_HEX);
        }
        return Long.parseLong(text, 16);
    }

    /** A value the application assigned, and where it was set. */
    private static final class Assignment {

        final long value;
        final String origin;

        Assignment(long value, String origin) {
            this.value = value;
            this.origin = origin;
        }
    }
}
