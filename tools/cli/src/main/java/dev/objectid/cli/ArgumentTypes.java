package dev.objectid.cli;

import dev.objectid.sql.PartitionPeriod;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

/**
 * The values the command line reads besides text, files and ids ({@link IdArgument}): times, dialects and partition
 * periods, each read in one place and registered with picocli, whose message for a bad one names the option and the
 * value and says what is accepted; and whole numbers in a range, read by the commands.
 */
final class ArgumentTypes {

    /** The times every command accepts, for messages. */
    static final String TIME_FORMS =
            "a month (2026-05), a day (2026-05-17) or an ISO-8601 instant (2026-05-17T12:00:00Z), all UTC";

    private ArgumentTypes() {}

    /** Registers each type's reader with {@code commandLine} and its subcommands. */
    static void register(CommandLine commandLine) {
        commandLine.registerConverter(Instant.class, converter(ArgumentTypes::time));
        commandLine.registerConverter(Dialect.class, converter(Dialect::named));
        commandLine.registerConverter(PartitionPeriod.class, converter(PartitionPeriod::named));
    }

    /**
     * One time: its start, for a month or a day.
     *
     * @throws IllegalArgumentException naming the text and the forms accepted
     */
    static Instant time(String text) {
        try {
            return YearMonth.parse(text).atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        } catch (DateTimeParseException notAMonth) {
            try {
                return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException notADay) {
                try {
                    return Instant.parse(text);
                } catch (DateTimeParseException notAnInstant) {
                    throw new IllegalArgumentException("'" + text + "' is neither " + TIME_FORMS);
                }
            }
        }
    }

    /**
     * A whole number from {@code min} to {@code max}, written in decimal digits with an optional minus.
     *
     * @param what names it in the message
     * @throws ParameterException naming the text and the range accepted
     */
    static int whole(CommandSpec spec, String what, String text, int min, int max) {
        int number;
        try {
            number = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            number = Integer.MIN_VALUE;
        }
        if (number < min || number > max || !text.chars().allMatch(c -> c == '-' || c >= '0' && c <= '9')) {
            throw ObjectIdCli.bad(spec, what + " '" + text + "' is not a whole number from " + min + " to " + max);
        }
        return number;
    }

    /** A reader whose {@link IllegalArgumentException} is picocli's conversion error, with its message. */
    private static <T> ITypeConverter<T> converter(Function<String, T> reader) {
        return text -> {
            try {
                return reader.apply(text);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        };
    }
}
