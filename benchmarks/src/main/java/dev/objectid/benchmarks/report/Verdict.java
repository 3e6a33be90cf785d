package dev.objectid.benchmarks.report;

import java.util.Locale;
import java.util.Optional;

/**
 * A target and how the run did against it: {@code met} is {@code null} when the suite did not run. Declared by a
 * section with {@link Page#verdict(Verdict)}; the page lists them all in {@code {{verdicts}}}.
 *
 * @param target what is measured, e.g. "`parse()`: time"
 * @param goal the target in words, e.g. "≤ 0.5x the driver's ns/op"
 * @param measured the measured value with its unit, "–" if not measured
 * @param met whether the target was met, {@code null} if not measured
 * @param shortfall how far off a missed target is, empty otherwise
 * @param noise why the verdict is unreliable in this run, empty if it is not
 */
record Verdict(String target, String goal, String measured, Boolean met, String shortfall, String noise) {

    /** Above this relative error (JMH's 99.9% interval, or the spread of the database rounds) a verdict is flagged. */
    static final double UNRELIABLE = 0.25;

    /** Met when {@code ratio <= limit} (a time, a size). */
    static Verdict atMost(String target, String goal, Optional<Double> ratio, double limit, String unit) {
        return ratio.map(v -> measured(
                        target,
                        goal,
                        Fmt.ratio(v) + " " + unit,
                        v <= limit,
                        Fmt.pct(v / limit - 1) + " over: needs " + Fmt.pct(1 - limit / v) + " less"))
                .orElseGet(() -> notMeasured(target, goal));
    }

    /** Met when {@code ratio >= limit} (a throughput, a speed-up). */
    static Verdict atLeast(String target, String goal, Optional<Double> ratio, double limit, String unit) {
        return ratio.map(v -> measured(
                        target,
                        goal,
                        Fmt.ratio(v) + " " + unit,
                        v >= limit,
                        Fmt.pct(1 - v / limit) + " short: needs " + Fmt.pct(limit / v - 1) + " more"))
                .orElseGet(() -> notMeasured(target, goal));
    }

    /** Met when an absolute value (bytes per operation) is at most {@code limit}, rounded to whole units. */
    static Verdict atMostAbsolute(String target, String goal, Optional<Double> value, double limit, String unit) {
        return value.filter(v -> !v.isNaN())
                .map(v -> measured(
                        target,
                        goal,
                        String.format(Locale.ROOT, "%.0f %s", v, unit),
                        v <= limit + 0.5,
                        String.format(Locale.ROOT, "%.0f %s too many", v - limit, unit)))
                .orElseGet(() -> notMeasured(target, goal));
    }

    private static Verdict measured(String target, String goal, String measured, boolean met, String shortfall) {
        return new Verdict(target, goal, measured, met, met ? "" : shortfall, "");
    }

    static Verdict notMeasured(String target, String goal) {
        return new Verdict(target, goal, "–", null, "", "");
    }

    /** The same verdict, flagged as unreliable when the run's own error bars are wider than {@link #UNRELIABLE}. */
    Verdict noisy(double relativeError, String why) {
        return unreliable(relativeError > UNRELIABLE, why);
    }

    /** The same verdict, flagged as unreliable in this run for {@code why} when {@code unreliable} holds. */
    Verdict unreliable(boolean unreliable, String why) {
        return flagged(unreliable, "unreliable in this run: " + why);
    }

    /** The same verdict with {@code noise} beside it when {@code flagged} holds and the target was measured. */
    Verdict flagged(boolean flagged, String noise) {
        return flagged && met != null ? new Verdict(target, goal, measured, met, shortfall, noise) : this;
    }

    /** The cell of the verdicts table. */
    String verdict() {
        String verdict = met == null
                ? "not measured"
                : met ? "**met**" : "**missed**" + (shortfall.isEmpty() ? "" : " (" + shortfall + ")");
        return noise.isEmpty() ? verdict : verdict + " — " + noise;
    }
}
