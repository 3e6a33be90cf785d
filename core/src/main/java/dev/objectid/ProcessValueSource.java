package dev.objectid;

import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Where an operator assigns the shared generator's process value: the system property
 * {@value ObjectIdGenerator#PROCESS_VALUE_PROPERTY} or the environment variable
 * {@value ObjectIdGenerator#PROCESS_VALUE_ENVIRONMENT}, as a decimal number or as {@code 0x} and hexadecimal digits.
 * Read when the shared generator is created and again after each restore; a value that is not valid is an error,
 * never ignored.
 */
final class ProcessValueSource {

    /** Nothing is ever assigned: generators made by {@link ObjectIdGenerator#create}. */
    static final ProcessValueSource NONE = new ProcessValueSource(name -> null, name -> null);

    /** The system properties and the environment of this process. */
    static final ProcessValueSource SYSTEM = new ProcessValueSource(System::getProperty, System::getenv);

    private static final long MAX = (1L << 40) - 1;
    private static final String ACCEPTED = "accepted: a decimal number 0 .. " + MAX + ", or 0x followed by 1 to 10 "
            + "hexadecimal digits (0x0 .. 0xffffffffff), for example 42 or 0x2a";

    private final UnaryOperator<String> properties;
    private final UnaryOperator<String> environment;

    ProcessValueSource(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        this.properties = properties;
        this.environment = environment;
    }

    /**
     * The assigned process value, or -1 when none is assigned.
     *
     * @throws IllegalArgumentException if a value is set but is not a process value, or the property and the
     *         environment variable assign different ones
     */
    long read() {
        String property = properties.apply(ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
        String variable = environment.apply(ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT);
        long fromProperty = property == null ? -1 : parse(property, "system property "
                + ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
        long fromVariable = variable == null ? -1 : parse(variable, "environment variable "
                + ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT);
        if (fromProperty >= 0 && fromVariable >= 0 && fromProperty != fromVariable) {
            throw new IllegalArgumentException("The ObjectId process value is assigned twice, differently: system "
                    + "property " + ObjectIdGenerator.PROCESS_VALUE_PROPERTY + "=" + Texts.quote(property)
                    + " and environment variable " + ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT + "="
                    + Texts.quote(variable) + "; set one of them, or both to the same value");
        }
        return fromProperty >= 0 ? fromProperty : fromVariable;
    }

    /** Where the assigned value comes from, for messages. */
    String describe() {
        return "system property " + ObjectIdGenerator.PROCESS_VALUE_PROPERTY + " or environment variable "
                + ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT;
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
}
