package dev.objectid.benchmarks.report;

import dev.objectid.benchmarks.report.Results.Jmh;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code HexBenchmark} (1024 distinct ids cycled) on 1 and 2 platform threads and on virtual threads: {@code hex.*}.
 * Its {@code newString} method is the floor: creating any new 24-character String.
 */
final class HexSection implements Section {

    /** Each thread setting: its result file, its label in the table and in the chart; in the order of the table. */
    private static final String[][] SETTINGS = {
        {Results.HEX, "1 thread", "1 thread"},
        {Results.HEX_2, "2 threads", "2 threads"},
        {Results.HEX_VIRTUAL, "2 virtual threads", "2 virtual"}
    };

    @Override
    public void fill(Results results, Page page) throws IOException {
        Table table = new Table(
                "Operation",
                "Threads",
                "objectid-jpa ns/op:",
                "driver ns/op:",
                "× driver:",
                "objectid-jpa B/op:",
                "driver B/op:");
        List<String> categories = new ArrayList<>();
        List<Double> ours = new ArrayList<>();
        List<Double> driver = new ArrayList<>();
        for (String[] setting : SETTINGS) {
            List<Jmh> all = results.jmh(setting[0]);
            if (setting[0].equals(Results.HEX_VIRTUAL) && !all.isEmpty()) {
                page.measured("hex.virtual");
            }
            boolean single = setting[0].equals(Results.HEX);
            for (String[] op : new String[][] {
                {"toHexString", "driverToHexString", "`toHexString()`", "toHexString()", "toHex"},
                {"parse", "driverParse", "`ObjectId.parse(hex)` vs `new ObjectId(hex)`", "parse", "parse"}
            }) {
                Optional<Jmh> o = Results.find(all, op[0]);
                Optional<Jmh> d = Results.find(all, op[1]);
                String target = "`" + op[3] + (op[3].endsWith(")") ? "" : "()") + "`, " + setting[1] + ": time";
                if (single || o.isPresent()) {
                    page.verdict(Verdict.atMost(
                                    target,
                                    "≤ 0.5x the driver's ns/op",
                                    Fmt.ratio(o.map(Jmh::score), d.map(Jmh::score)),
                                    0.5,
                                    "x the driver")
                            .noisy(Jmh.worstError(o, d), Jmh.errorText(o, d)));
                }
                if (o.isPresent() && d.isPresent()) {
                    if (!page.has("hex.setup")) {
                        page.put("hex.setup", d.get().iterationsText());
                    }
                    table.row(
                            op[2],
                            setting[1],
                            o.get().scoreWithError(),
                            d.get().scoreWithError(),
                            Fmt.ratio(o.get().score() / d.get().score()),
                            Fmt.whole(o.get().bytesPerOp()),
                            Fmt.whole(d.get().bytesPerOp()));
                    categories.add(op[4] + " " + setting[2]);
                    ours.add(o.get().score());
                    driver.add(d.get().score());
                }
            }
            if (single) {
                page.verdict(Verdict.atMostAbsolute(
                        "`toHexString()`: allocation",
                        "≤ 64 B/op",
                        Results.find(all, "toHexString").map(Jmh::bytesPerOp),
                        64,
                        "B/op"));
                page.verdict(Verdict.atMostAbsolute(
                        "`parse()`: allocation",
                        "≤ 32 B/op",
                        Results.find(all, "parse").map(Jmh::bytesPerOp),
                        32,
                        "B/op"));
                floor(
                        page,
                        "hex.floor",
                        Results.find(all, "newString"),
                        Results.find(all, "toHexString"),
                        Results.find(all, "driverToHexString"));
                floor(
                        page,
                        "hex.parse-floor",
                        Results.find(all, "readChars"),
                        Results.find(all, "parse"),
                        Results.find(all, "driverParse"));
            }
        }
        if (table.isEmpty()) {
            return;
        }
        page.put("hex.table", table);

        new Charts.Bars("Hex conversion, 1024 ids cycled (lower is better)", "ns/op", categories)
                .series("objectid-jpa", ours)
                .series("MongoDB driver", driver)
                .write(page.images().resolve("performance-hex.png"));
    }

    /**
     * Puts a floor method's time, bytes and share of the driver's time, and how much more ours takes, under
     * {@code <name>.ns, .bytes, .ratio, .above}.
     */
    private static void floor(Page page, String name, Optional<Jmh> floor, Optional<Jmh> ours, Optional<Jmh> driver) {
        if (floor.isPresent() && ours.isPresent() && driver.isPresent()) {
            page.measured(name)
                    .put(name + ".ns", floor.get().scoreWithError())
                    .put(
                            name + ".ratio",
                            Fmt.ratio(floor.get().score() / driver.get().score()))
                    .put(name + ".bytes", Fmt.whole(floor.get().bytesPerOp()))
                    .put(
                            name + ".above",
                            Fmt.num(ours.get().score() - floor.get().score()));
        }
    }
}
