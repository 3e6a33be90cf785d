package dev.objectid.cli;

import dev.objectid.cli.ObjectIdCli.BadArguments;
import dev.objectid.cli.ObjectIdCli.HelpAsked;
import dev.objectid.sql.SqlDialect;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arguments of one command, and the one reader of each kind of value the command line takes: options
 * ({@code --name value} and {@code --flag}, anywhere among the other arguments, each at most once), times, numbers
 * and dialects. Every error names the command, the argument and what is accepted.
 */
final class Arguments {

    /** The times every command accepts, for messages. */
    static final String TIME_FORMS =
            "a month (2026-05), a day (2026-05-17) or an ISO-8601 instant " + "(2026-05-17T12:00:00Z), all UTC";

    /** The option that asks for the usage instead of running the command, wherever it stands among the options. */
    static final String HELP = "--help";

    private final String command;
    private final List<String> positional;
    private final Map<String, String> options;

    private Arguments(String command, List<String> positional, Map<String, String> options) {
        this.command = command;
        this.positional = positional;
        this.options = options;
    }

    /**
     * Reads {@code args[1..]} for the command {@code args[0]}.
     *
     * @param withValue the options that take a value
     * @param flags the options that take none
     */
    static Arguments of(String[] args, Set<String> withValue, Set<String> flags) {
        List<String> positional = new ArrayList<>();
        Map<String, String> options = new HashMap<>();
        for (int i = 1; i < args.length; i++) {
            String name = args[i];
            if (!name.startsWith("--")) {
                positional.add(name);
                continue;
            }
            if (name.equals(HELP)) {
                throw new HelpAsked();
            }
            String value;
            if (flags.contains(name)) {
                value = "";
            } else if (withValue.contains(name)) {
                if (i + 1 >= args.length) {
                    throw new BadArguments(args[0] + ": " + name + " needs a value");
                }
                value = args[++i];
            } else {
                throw new BadArguments(args[0] + ": unknown option '" + name + "'"
                        + (withValue.isEmpty() && flags.isEmpty() ? "" : "; accepted: " + accepted(withValue, flags)));
            }
            if (options.put(name, value) != null) {
                throw new BadArguments(args[0] + ": " + name + " is given twice");
            }
        }
        return new Arguments(args[0], List.copyOf(positional), options);
    }

    private static String accepted(Set<String> withValue, Set<String> flags) {
        List<String> names = new ArrayList<>(withValue);
        names.addAll(flags);
        return String.join(", ", names.stream().sorted().toList());
    }

    /** The command, for messages. */
    String command() {
        return command;
    }

    /** The arguments that are not options, in order. */
    List<String> positional() {
        return positional;
    }

    boolean has(String option) {
        return options.containsKey(option);
    }

    /** The value of an option, or {@code null}. */
    String value(String option) {
        return options.get(option);
    }

    /** The value of an option that must be given. */
    String required(String option) {
        String value = options.get(option);
        if (value == null) {
            throw new BadArguments(command + " needs " + option);
        }
        return value;
    }

    /** A usage error of this command: {@code <command>: <message>}. */
    BadArguments bad(String message) {
        return new BadArguments(command + ": " + message);
    }

    /** The dialect an option names. */
    SqlDialect dialect(String option) {
        try {
            return SqlDialect.named(required(option));
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
    }

    /** A whole number from {@code min} to {@code max}; {@code what} names it in the message. */
    int number(String what, String text, int min, int max) {
        int number;
        try {
            number = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            number = Integer.MIN_VALUE;
        }
        if (number < min || number > max || !text.chars().allMatch(c -> c == '-' || c >= '0' && c <= '9')) {
            throw bad(what + " '" + text + "' is not a whole number from " + min + " to " + max);
        }
        return number;
    }

    /** One time: its start, for a month or a day. {@code what} names it in the message. */
    Instant time(String what, String text) {
        try {
            return YearMonth.parse(text).atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        } catch (DateTimeParseException notAMonth) {
            try {
                return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException notADay) {
                try {
                    return Instant.parse(text);
                } catch (DateTimeParseException notAnInstant) {
                    throw bad(what + " '" + text + "' is neither " + TIME_FORMS);
                }
            }
        }
    }

    /** Times separated by commas. */
    List<Instant> times(String what, String text) {
        return Arrays.stream(text.split(",", -1)).map(time -> time(what, time)).toList();
    }
}
