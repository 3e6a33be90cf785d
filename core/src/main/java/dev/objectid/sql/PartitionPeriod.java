package dev.objectid.sql;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAdjusters;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The span of time one partition of a {@link TimePartitions time-partitioned table} holds, in UTC. */
public enum PartitionPeriod {

    /** A calendar day, from midnight UTC; partitions are named {@code 2026_05_17}. */
    DAY,
    /** An ISO week, from Monday midnight UTC; partitions are named {@code 2026w20} (ISO week-based year). */
    WEEK,
    /** A calendar month, from the first day at midnight UTC; partitions are named {@code 2026_05}. */
    MONTH;

    /**
     * The period of a name, in any case: {@code day}, {@code week} or {@code month}.
     *
     * @param name the name
     * @return the period
     * @throws IllegalArgumentException if the name is none of these, saying which are accepted
     */
    public static PartitionPeriod named(String name) {
        for (PartitionPeriod period : values()) {
            if (period.name().equalsIgnoreCase(String.valueOf(name))) {
                return period;
            }
        }
        throw new IllegalArgumentException("unknown partition period '" + name + "'; accepted: "
                + Arrays.stream(values())
                        .map(p -> p.name().toLowerCase(Locale.ROOT))
                        .collect(Collectors.joining(", ")));
    }

    /**
     * The start of the period {@code time} falls in.
     *
     * @param time any instant
     * @return midnight UTC of the day, of the week's Monday or of the month's first day
     */
    public Instant start(Instant time) {
        LocalDate day = LocalDate.ofInstant(time, ZoneOffset.UTC);
        LocalDate first = switch (this) {
            case DAY -> day;
            case WEEK -> day.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
            case MONTH -> day.withDayOfMonth(1);
        };
        return first.atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    /**
     * The start of the period after the one {@code time} falls in.
     *
     * @param time any instant
     * @return the start of the next period
     */
    public Instant next(Instant time) {
        LocalDate first = LocalDate.ofInstant(start(time), ZoneOffset.UTC);
        LocalDate next = switch (this) {
            case DAY -> first.plusDays(1);
            case WEEK -> first.plusWeeks(1);
            case MONTH -> first.plusMonths(1);
        };
        return next.atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    /** The part of a partition's name that tells its period: {@code 2026_05_17}, {@code 2026w20}, {@code 2026_05}. */
    String suffix(Instant start) {
        LocalDate day = LocalDate.ofInstant(start, ZoneOffset.UTC);
        return switch (this) {
            case DAY -> String.format("%04d_%02d_%02d", day.getYear(), day.getMonthValue(), day.getDayOfMonth());
            case WEEK ->
                String.format(
                        "%04dw%02d", day.get(IsoFields.WEEK_BASED_YEAR), day.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
            case MONTH -> String.format("%04d_%02d", day.getYear(), day.getMonthValue());
        };
    }
}
