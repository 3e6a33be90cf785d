package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;

/** {@code UniquenessStress}: {@code uniqueness.*}. */
final class UniquenessSection implements Section {

    @Override
    public void fill(Results results, Page page) throws IOException {
        Optional<JsonNode> json = results.json(Results.UNIQUENESS);
        if (json.isEmpty()) {
            return;
        }
        JsonNode u = json.get();
        double driverRate = 0;
        for (JsonNode res : u.path("results")) {
            if (res.path("library").asText().equals("driver")) {
                driverRate = res.path("idsPerSecond").asDouble();
            }
        }
        Table table = new Table(
                "Library",
                "ids generated:",
                "ids/s:",
                "× driver ids/s:",
                "duplicates:",
                "share:",
                "seconds stamped:",
                "last timestamp - wall clock:");
        for (JsonNode res : u.path("results")) {
            boolean driver = res.path("library").asText().equals("driver");
            long generated = res.path("generated").asLong();
            long duplicates = res.path("duplicates").asLong();
            double rate = res.path("idsPerSecond").asDouble();
            table.row(
                    driver ? "MongoDB driver (anchor)" : "objectid-jpa",
                    Fmt.whole(generated),
                    Fmt.whole(rate),
                    Fmt.ratio(driverRate > 0 ? rate / driverRate : Double.NaN),
                    "**" + Fmt.whole(duplicates) + "**",
                    String.format(Locale.ROOT, "%.3f%%", 100.0 * duplicates / Math.max(generated, 1)),
                    res.path("distinctTimestampSeconds").asInt(),
                    res.path("lastTimestampMinusWallClockSeconds").asText("–") + " s");
            if (driver) {
                page.put("uniqueness.driver.duplicates", Fmt.whole(duplicates));
                if (duplicates > 0) {
                    page.measured("uniqueness.driver-repeated");
                }
            } else {
                page.put("uniqueness.ours.generated", Fmt.whole(generated))
                        .put("uniqueness.ours.duplicates", Fmt.whole(duplicates));
                long ahead = res.path("lastTimestampMinusWallClockSeconds").asLong();
                if (ahead > 2) {
                    page.measured("uniqueness.ahead")
                            .put("uniqueness.ahead.seconds", ahead)
                            .put("uniqueness.ahead.rate", Fmt.whole(rate))
                            .put(
                                    "uniqueness.ahead.after",
                                    Fmt.num(res.path("seconds").asDouble()));
                }
            }
        }
        page.measured("uniqueness")
                .put("uniqueness.threads", u.path("threads").asInt())
                .put("uniqueness.seconds", Fmt.num(u.path("secondsPerLibrary").asDouble()))
                .put("uniqueness.table", table);
    }
}
