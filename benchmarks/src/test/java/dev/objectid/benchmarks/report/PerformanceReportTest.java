package dev.objectid.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report step on small hand-made results: ratios, verdicts, missing suites, charts. No benchmark runs here. */
class PerformanceReportTest {

    @TempDir
    Path dir;

    private static String jmh(String method, String mode, int threads, double score, double bytes) {
        return String.format(
                Locale.ROOT, """
                {"benchmark": "dev.objectid.benchmarks.jmh.X.%s", "mode": "%s", "threads": %d, "forks": 1,
                 "measurementIterations": 3,
                 "primaryMetric": {"score": %s, "scoreError": 0.5, "scoreUnit": "%s"},
                 "secondaryMetrics": {"gc.alloc.rate.norm": {"score": %s, "scoreUnit": "B/op"}}}""", method, mode, threads, score, mode.equals("avgt") ? "ns/op" : "ops/us", bytes);
    }

    private static String insert(String key, String label, double rowsPerSecond, long pkey, long wal) {
        return String.format(Locale.ROOT, """
                {"key": "%s", "label": "%s", "rows": 1000, "rowsPerSecond": %s, "pkeyBytes": %d,
                 "tableBytes": 1, "walBytes": %d, "pkeyBlocksRead": 3, "pkeyBlocksHit": 4, "round": 1,
                 "bgwriter": {"checkpoints_timed": 1, "checkpoints_req": 2}}""", key, label, rowsPerSecond, pkey, wal);
    }

    private void writeResults(boolean withSmallCache) throws IOException {
        Path results = dir.resolve("results");
        Files.createDirectories(results);
        Files.writeString(
                results.resolve(Results.GENERATION_1),
                "["
                        + String.join(
                                ",",
                                jmh("objectId", "avgt", 1, 8.0, 24),
                                jmh("driverObjectId", "avgt", 1, 30.0, 24),
                                jmh("uuidV4", "avgt", 1, 300.0, 80))
                        + "]");
        Files.writeString(
                results.resolve(Results.GENERATION_2),
                "["
                        + String.join(
                                ",", jmh("objectId", "thrpt", 2, 60.0, 24), jmh("driverObjectId", "thrpt", 2, 40.0, 24))
                        + "]");
        Files.writeString(
                results.resolve(Results.HEX),
                "["
                        + String.join(
                                ",",
                                jmh("toHexString", "avgt", 1, 10.0, 104),
                                jmh("driverToHexString", "avgt", 1, 25.0, 160),
                                jmh("parse", "avgt", 1, 12.0, 24),
                                jmh("driverParse", "avgt", 1, 20.0, 56),
                                jmh("newString", "avgt", 1, 8.0, 64))
                        + "]");
        Files.writeString(
                results.resolve(Results.HEX_2),
                "["
                        + String.join(
                                ",",
                                jmh("toHexString", "avgt", 2, 12.0, 64),
                                jmh("driverToHexString", "avgt", 2, 30.0, 160),
                                jmh("parse", "avgt", 2, 10.0, 24),
                                jmh("driverParse", "avgt", 2, 20.0, 56))
                        + "]");
        Files.writeString(results.resolve(Results.RETENTION_MARIADB), """
                {"server": "10.11.19-MariaDB-0+deb12u1-log", "rowsPerMonth": 50000, "rounds": 3,
                 "log": {"binlog_format": "ROW"},
                 "median": {"drop": {"seconds": 0.004, "redoBytes": 1687, "binlogBytes": 243},
                            "delete": {"seconds": 0.2, "redoBytes": 3943726, "binlogBytes": 3639812}}}""");
        Files.writeString(results.resolve(Results.DB_CACHED), """
                {"regime": "cached", "rows": 1000, "server": {"version": "PostgreSQL 15.20 on x", "shared_buffers": "128MB"},
                 "inserts": [%s, %s, %s, %s, %s],
                 "query": {"rows": 1000, "span": "PT720H", "windows": 20, "createdAtIndexBytes": 40960,
                   "idRange": {"sql": "a", "plan": "Index Scan using event_pkey on event  (cost=1)", "medianMillis": 0.2,
                     "p90Millis": 0.3, "rowsPerWindow": 1.4},
                   "createdAtNoIndex": {"sql": "b", "plan": "Seq Scan on event", "medianMillis": 4.0,
                     "p90Millis": 5.0, "rowsPerWindow": 1.4},
                   "createdAtIndexed": {"sql": "c", "plan": "Index Scan", "medianMillis": 0.25,
                     "p90Millis": 0.3, "rowsPerWindow": 1.4}}}""".formatted(
                        insert("IDENTITY", "bigint IDENTITY", 10_000, 100, 1000),
                        insert("SEQUENCE", "pooled sequence", 50_000, 100, 900),
                        insert("UUID_V4", "UUIDv4 uuid", 45_000, 200, 1500),
                        insert("UUID_V7", "UUIDv7 uuid", 50_000, 150, 950),
                        insert("OBJECT_ID", "ObjectId bytea", 48_000, 150, 950)));
        if (withSmallCache) {
            Files.writeString(results.resolve(Results.DB_SMALL_CACHE), """
                    {"regime": "small-cache", "rows": 1000, "server": {"shared_buffers": "1MB"},
                     "inserts": [%s, %s]}""".formatted(
                            insert("UUID_V4", "UUIDv4 uuid", 20_000, 200, 3000),
                            insert("OBJECT_ID", "ObjectId bytea", 30_000, 150, 950)));
        }
        Files.writeString(results.resolve(Results.UNIQUENESS), """
                {"threads": 2, "secondsPerLibrary": 5.0, "results": [
                  {"library": "driver", "generated": 100, "duplicates": 7, "idsPerSecond": 20.0,
                   "distinctTimestampSeconds": 6, "lastTimestampMinusWallClockSeconds": 0},
                  {"library": "objectId", "generated": 120, "duplicates": 0, "idsPerSecond": 24.0,
                   "distinctTimestampSeconds": 7, "lastTimestampMinusWallClockSeconds": 2}]}""");
        Files.writeString(results.resolve(Results.RUN), """
                {"machine": {"cpu": "Test CPU", "cores": 2, "memory": "1.0 GiB", "os": "TestOS", "kernel": "k",
                  "java": "JVM 17"},
                 "invocations": [{"command": "benchmarks/run.sh --quick", "started": "s", "finished": "f",
                   "loadAverageAtStart": "1.00 2.00 3.00 1/2 3", "loadAverageAtEnd": "0.50 0.60 0.70 1/2 3",
                   "settings": {"quick": "1", "JMH_OPTS": "-f 1"}}]}""");
    }

    @Test
    void everyTableRowCarriesItsRatioAndTheTargetsAreJudged() throws IOException {
        writeResults(true);
        PerformanceReport.write(dir.resolve("results"), dir.resolve("docs"));
        String md = Files.readString(dir.resolve("docs/performance.md"));

        // generation: 8 / 30 = 0.27 <= 1/3, met; 2 threads 60 / 40 = 1.5 < 3, missed by 50%
        assertThat(md).contains("| objectid-jpa `ObjectId.generate()` | 8.00 ± 0.50 | 0.27 | 24 |");
        assertThat(md)
                .contains("| Generation, 1 thread: time per id | ≤ 1/3 of the driver's ns/op | 0.27 x the driver"
                        + " | **met** |");
        assertThat(md)
                .contains("| Generation, 2 threads: throughput | ≥ 3x the driver's ops/µs | 1.50 x the driver |"
                        + " **missed** (50% short: needs 100% more) |");
        // 2-thread scaling: 60 ops/us against 1000 / 8 = 125 ops/us single-threaded
        assertThat(md).contains("| objectid-jpa `ObjectId.generate()` | 60.0 ± 0.50 | 1.50 | 0.48 | 24 |");
        // hex: 10 / 25 = 0.40 met; 104 B missed by 40 B; parse 12 / 20 = 0.6 missed
        assertThat(md)
                .contains("| `toHexString()`, 1 thread: time | ≤ 0.5x the driver's ns/op | 0.40 x the driver |"
                        + " **met** |");
        assertThat(md).contains("| `toHexString()` | 1 thread | 10.0 ± 0.50 | 25.0 ± 0.50 | 0.40 | 104 | 160 |");
        // the floor: 8 ns for a new String, against the driver's 25 ns
        assertThat(md)
                .contains("every `toHexString()` returns such a String: 8.00 ± 0.50 ns and 64 B, **0.32x** the"
                        + " driver's whole `toHexString()`; ours takes 2.00 ns more");
        // 2 threads measured, virtual threads not
        assertThat(md)
                .contains("| `parse()`, 2 threads: time | ≤ 0.5x the driver's ns/op | 0.50 x the driver |"
                        + " **met** |");
        assertThat(md).contains("Virtual threads were not measured in this run");
        assertThat(md).doesNotContain("`parse()`, 2 virtual threads");
        assertThat(md)
                .contains("| `toHexString()`: allocation | ≤ 64 B/op | 104 B/op | **missed** (40 B/op too many) |");
        assertThat(md).contains("| `parse()`: allocation | ≤ 32 B/op | 24 B/op | **met** |");
        // inserts: ratios to IDENTITY in every row
        assertThat(md).contains("| bigint IDENTITY (anchor) | 10,000 | – | 1.00 |");
        assertThat(md).contains("| **ObjectId bytea** | 48,000 | – | 4.80 | 0.00 MiB | 1.50 |");
        assertThat(md).contains("| 1 B | 0.95 | 3 | 3 |");
        assertThat(md)
                .contains("| Inserts (index larger than shared_buffers): ObjectId vs UUIDv4 | ≥ 2x UUIDv4 rows/s"
                        + " | 1.50 x UUIDv4 | **missed**");
        // query: 4.0 / 0.2 = 20x
        assertThat(md)
                .contains("| One-hour query: id range vs unindexed `created_at` | ≥ 10x faster (median) | 20.0 x faster"
                        + " | **met** |");
        assertThat(md).contains("`Index Scan using event_pkey on event`");
        // uniqueness, machine, provenance, commands
        assertThat(md).contains("| MongoDB driver (anchor) | 100 | 20 | 1.00 | **7** |");
        assertThat(md).contains("| CPU | Test CPU |");
        assertThat(md).contains("short validation run** (`benchmarks/run.sh --quick`, JMH `-f 1`)");
        assertThat(md).contains("benchmarks/run.sh report");
        // retention: MariaDB only; 0.2 / 0.004 = 50x
        assertThat(md)
                .contains("| MariaDB 10.11.19 | `DELETE` by id range | 0.200 | 3.9 MB of redo, 3.6 MB of binary"
                        + " log | 50.0 |");
        assertThat(md).doesNotContain("{{").doesNotContain("}}");

        for (String chart :
                new String[] {"generation-1-thread", "generation-2-threads", "hex", "inserts", "index-wal", "query"}) {
            Path png = dir.resolve("docs/images/performance-" + chart + ".png");
            assertThat(png).exists();
            assertThat(md).contains("(images/performance-" + chart + ".png)");
            byte[] head = Files.readAllBytes(png);
            assertThat(head).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
        }
    }

    @Test
    void aVerdictIsFlaggedWhenTheRunsOwnErrorBarsAreTooWide() throws IOException {
        writeResults(false);
        Path hex = dir.resolve("results").resolve(Results.HEX);
        // the driver's parse: 20 ns +- 10 ns
        Files.writeString(hex, Files.readString(hex).replace("""
                {"benchmark": "dev.objectid.benchmarks.jmh.X.driverParse", "mode": "avgt", "threads": 1, "forks": 1,
                 "measurementIterations": 3,
                 "primaryMetric": {"score": 20.0, "scoreError": 0.5""", """
                {"benchmark": "dev.objectid.benchmarks.jmh.X.driverParse", "mode": "avgt", "threads": 1, "forks": 1,
                 "measurementIterations": 3,
                 "primaryMetric": {"score": 20.0, "scoreError": 10.0"""));
        PerformanceReport.write(dir.resolve("results"), dir.resolve("docs"));
        String md = Files.readString(dir.resolve("docs/performance.md"));

        assertThat(md)
                .contains(
                        "| `parse()`, 1 thread: time | ≤ 0.5x the driver's ns/op | 0.60 x the driver | **missed** (20% over:"
                                + " needs 17% less) — unreliable in this run: ±4% (ours), ±50% (anchor) |");
        assertThat(md).contains("1 of the verdicts are flagged as unreliable");
    }

    @Test
    void aSuiteThatDidNotRunIsSaidSoAndItsTargetsAreNotJudged() throws IOException {
        writeResults(false);
        Files.delete(dir.resolve("results").resolve(Results.HEX));
        Files.delete(dir.resolve("results").resolve(Results.HEX_2));
        PerformanceReport.write(dir.resolve("results"), dir.resolve("docs"));
        String md = Files.readString(dir.resolve("docs/performance.md"));

        assertThat(md).contains("| `parse()`, 1 thread: time | ≤ 0.5x the driver's ns/op | – | not measured |");
        assertThat(md)
                .contains("| Inserts (index larger than shared_buffers): ObjectId vs UUIDv4 | ≥ 2x UUIDv4 rows/s | – |"
                        + " not measured |");
        assertThat(md).contains("## Hex text, both ways\n\nNot measured in this run.\n\n## Uniqueness");
        assertThat(md).contains("### Regime 2: the index outgrows PostgreSQL's cache\n\nNot measured in this run.");
    }

    @Test
    void ratiosAndPercentagesAreFormattedIndependentlyOfTheLocale() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            assertThat(Fmt.ratio(0.3333)).isEqualTo("0.33");
            assertThat(Fmt.ratio(12.345)).isEqualTo("12.3");
            assertThat(Fmt.num(1234.5)).isEqualTo("1,235");
            assertThat(Fmt.mib(1048576 * 3 / 2)).isEqualTo("1.50 MiB");
        } finally {
            Locale.setDefault(before);
        }
    }
}
