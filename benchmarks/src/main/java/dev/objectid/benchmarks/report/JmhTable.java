package dev.objectid.benchmarks.report;

import dev.objectid.benchmarks.report.Results.Jmh;
import java.util.List;
import java.util.Optional;

/**
 * The one table of JMH results: a row per benchmark method (and {@code scheme} parameter), its score with JMH's error,
 * its ratio to an anchor of the same file, and the bytes it allocated per operation where {@code -prof gc} ran.
 */
final class JmhTable {

    private final List<Jmh> results;
    private final Table table;

    JmhTable(List<Jmh> results, String unit, String ratio) {
        this.results = results;
        this.table = new Table("", unit + ":", ratio + ":", "B/op:");
    }

    /**
     * A row for the result {@code key} as {@code label}, divided by {@code anchor}'s score; a key is a method's name,
     * or {@code method/SCHEME} for the method with that {@code scheme} parameter.
     */
    JmhTable row(String label, String key, String anchor) {
        Optional<Jmh> base = find(anchor);
        find(key)
                .ifPresent(r -> table.row(
                        label,
                        r.scoreWithError(),
                        base.map(b -> Fmt.ratio(r.score() / b.score())).orElse("–"),
                        Fmt.whole(r.bytesPerOp())));
        return this;
    }

    private Optional<Jmh> find(String key) {
        return results.stream().filter(j -> j.key().equals(key)).findFirst();
    }

    @Override
    public String toString() {
        return table.isEmpty() ? Tables.NOT_MEASURED : results.get(0).setup() + ".\n\n" + table;
    }
}
