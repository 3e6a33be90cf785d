package dev.objectid.cli;

/**
 * A token of SQL text.
 *
 * @param text its text
 * @param start its first character in the file
 * @param end after its last character
 * @param line its line, from 1
 */
record SqlToken(String text, int start, int end, int line) {

    boolean is(String punctuation) {
        return text.equals(punctuation);
    }

    boolean word(String keyword) {
        return text.equalsIgnoreCase(keyword);
    }

    /** Whether it is a whole number without sign: digits only. */
    boolean digits() {
        return text.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /** The text without the quotes of a quoted identifier. */
    String unquoted() {
        char first = text.charAt(0);
        return (first == '"' || first == '`' || first == '[') && text.length() > 1
                ? text.substring(1, text.length() - 1)
                : text;
    }
}
