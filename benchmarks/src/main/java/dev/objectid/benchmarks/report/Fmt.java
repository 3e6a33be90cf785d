package dev.objectid.benchmarks.report;

import java.util.Locale;

/** Number formats of the report, independent of the default locale. */
final class Fmt {

    private Fmt() {}

    /** Three significant-ish digits: 1,235 / 12.3 / 1.23; "–" for NaN. */
    static String num(double v) {
        return num(v, 2);
    }

    /** Like {@link #num(double)} with {@code decimals} below 10 (three for milliseconds of fast queries). */
    static String num(double v, int decimals) {
        return Double.isNaN(v)
                ? "–"
                : String.format(Locale.ROOT, v >= 100 ? "%,.0f" : v >= 10 ? "%.1f" : "%." + decimals + "f", v);
    }

    static String fixed2(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    /** A ratio: 12.3 / 0.33; "–" when it cannot be computed. */
    static String ratio(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "–";
        }
        return String.format(Locale.ROOT, v >= 10 ? "%.1f" : "%.2f", v);
    }

    static String whole(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%,.0f", v);
    }

    static String mib(long bytes) {
        return String.format(Locale.ROOT, "%.2f MiB", bytes / 1048576.0);
    }

    /** Bytes in the largest unit that keeps a number of at least 1: "243 bytes", "1.7 KB", "8.1 MB". */
    static String bytes(double bytes) {
        return bytes >= 1e6
                ? String.format(Locale.ROOT, "%.1f MB", bytes / 1e6)
                : bytes >= 1e3
                        ? String.format(Locale.ROOT, "%.1f KB", bytes / 1e3)
                        : String.format(Locale.ROOT, "%.0f bytes", bytes);
    }
}
