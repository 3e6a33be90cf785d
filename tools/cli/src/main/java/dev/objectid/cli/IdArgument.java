package dev.objectid.cli;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * An id as the command line reads it: its 24 hexadecimal digits, or the forms MongoDB tools print, so that ids can
 * be pasted from {@code mongoexport} and {@code mongosh}: Extended JSON {@code {"$oid":"<hex>"}} (canonical and
 * relaxed, any white space between the tokens) and {@code ObjectId("<hex>")} or {@code ObjectId('<hex>')}.
 */
final class IdArgument {

    /** The forms accepted, for messages. */
    static final String FORMS =
            "24 hexadecimal digits, {\"$oid\":\"<24 hex digits>\"} or ObjectId(\"<24 hex digits>\")";

    private static final Pattern EXTENDED_JSON = Pattern.compile("\\{\\s*\"\\$oid\"\\s*:\\s*\"([^\"]*)\"\\s*}");
    private static final Pattern SHELL =
            Pattern.compile("(?:new\\s+)?ObjectId\\(\\s*(?:\"([^\"]*)\"|'([^']*)')\\s*\\)");

    private IdArgument() {}

    /**
     * The ids of a command's arguments, in order.
     *
     * @throws ParameterException for the first that is none of the forms
     */
    static List<ObjectId> parseAll(CommandSpec spec, List<String> texts) {
        List<ObjectId> ids = new ArrayList<>();
        for (String text : texts) {
            try {
                ids.add(parse(text));
            } catch (IllegalArgumentException e) {
                throw ObjectIdCli.bad(spec, e.getMessage());
            }
        }
        return ids;
    }

    /**
     * The id of an argument.
     *
     * @throws IllegalArgumentException if it is none of the forms; the message says what is wrong and which forms
     *         are accepted
     */
    static ObjectId parse(String text) {
        Matcher json = EXTENDED_JSON.matcher(text);
        Matcher shell = SHELL.matcher(text);
        String hex = text;
        String form = "";
        if (json.matches()) {
            hex = json.group(1);
            form = " in {\"$oid\": ...}";
        } else if (shell.matches()) {
            hex = shell.group(1) != null ? shell.group(1) : shell.group(2);
            form = " in ObjectId(...)";
        }
        try {
            return ObjectId.parse(hex);
        } catch (ObjectIdFormatException e) {
            throw new IllegalArgumentException(e.getMessage() + form + "; accepted: " + FORMS, e);
        }
    }
}
