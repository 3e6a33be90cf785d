package dev.objectid;

/** Renders offending input for error messages: quoted, escaped and shortened, so a message stays one readable line. */
final class Texts {

    private static final int MAX_QUOTED = 40;

    private Texts() {}

    /**
     * {@code "abc"}, cut after 40 characters, with characters that do not print, non-ASCII ones and the backslash as
     * {@code \}{@code uXXXX}, so that a message stays one line of plain text; double quotes stay as they are, so that a
     * JSON or shell argument reads as it was typed.
     */
    static String quote(CharSequence text) {
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_QUOTED) + 16).append('"');
        int shown = Math.min(text.length(), MAX_QUOTED);
        for (int i = 0; i < shown; i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7F && c != '\\') {
                out.append(c);
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        out.append('"');
        if (text.length() > shown) {
            out.append("... (").append(text.length() - shown).append(" more characters)");
        }
        return out.toString();
    }

    /** {@code 'g' (U+0067)}, or only the code point for characters that do not print. */
    static String describe(char c) {
        String codePoint = String.format("U+%04X", (int) c);
        return c >= 0x20 && c < 0x7F ? "'" + c + "' (" + codePoint + ")" : codePoint;
    }

    /** Lower-case hexadecimal of any number of bytes, cut after 32 bytes. */
    static String hex(byte[] bytes) {
        int shown = Math.min(bytes.length, 32);
        StringBuilder out = new StringBuilder(shown * 2 + 24).append("0x");
        for (int i = 0; i < shown; i++) {
            out.append(Character.forDigit(bytes[i] >>> 4 & 0xF, 16)).append(Character.forDigit(bytes[i] & 0xF, 16));
        }
        if (bytes.length > shown) {
            out.append("...");
        }
        return out.toString();
    }
}
