package dev.objectid.processor.writer;

import java.util.List;

/**
 * The three ranges of the time-range helpers, {@code [from, to)}, {@code [from, now]} and {@code [.., to)}: which
 * {@code Instant} parameters a method takes, and how its Javadoc describes them.
 */
enum TimeRange {
    BETWEEN(Bound.FROM, Bound.TO),
    SINCE(Bound.FROM),
    BEFORE(Bound.TO);

    private final List<Bound> bounds;

    TimeRange(Bound... bounds) {
        this.bounds = List.of(bounds);
    }

    List<Bound> bounds() {
        return bounds;
    }

    /** A bound of a range: the parameter and its {@code @param} text. */
    enum Bound {
        FROM("from", "the start, inclusive, floored to the second"),
        TO("to", "the end, exclusive, floored to the second");

        private final String parameter;
        private final String doc;

        Bound(String parameter, String doc) {
            this.parameter = parameter;
            this.doc = doc;
        }

        String parameter() {
            return parameter;
        }

        String doc() {
            return doc;
        }
    }
}
