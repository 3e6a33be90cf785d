package dev.objectid.benchmarks.report;

import dev.objectid.benchmarks.report.Results.Jmh;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code GenerationBenchmark} on 1 and 2 platform threads and on virtual threads: {@code generation.*}. */
final class GenerationSection implements Section {

    static final String ANCHOR = "driverObjectId";
    static final List<String> ORDER = List.of("objectId", "driverObjectId", "tsidFast", "uuidV7", "uuidV4");
    static final Map<String, String> LABELS = Map.of(
            "objectId", "objectid-jpa `ObjectId.generate()`",
            "driverObjectId", "MongoDB driver `new ObjectId()` (anchor)",
            "tsidFast", "Hypersistence `TSID.fast()`",
            "uuidV7", "uuid-creator `getTimeOrderedEpoch()` (UUIDv7)",
            "uuidV4", "JDK `UUID.randomUUID()` (UUIDv4)");
    static final Map<String, String> SHORT = Map.of(
            "objectId",
            "objectid-jpa",
            "driverObjectId",
            "driver",
            "tsidFast",
            "TSID",
            "uuidV7",
            "UUIDv7",
            "uuidV4",
            "UUIDv4");

    @Override
    public void fill(Results results, Page page) throws IOException {
        List<Jmh> one = results.jmh(Results.GENERATION_1);
        List<Jmh> two = results.jmh(Results.GENERATION_2);
        List<Jmh> virtual = results.jmh(Results.GENERATION_VIRTUAL);

        Optional<Jmh> ours1 = Results.find(one, "objectId");
        Optional<Jmh> driver1 = Results.find(one, ANCHOR);
        page.verdict(Verdict.atMost(
                        "Generation, 1 thread: time per id",
                        "≤ 1/3 of the driver's ns/op",
                        Fmt.ratio(ours1.map(Jmh::score), driver1.map(Jmh::score)),
                        1.0 / 3,
                        "x the driver")
                .noisy(Jmh.worstError(ours1, driver1), Jmh.errorText(ours1, driver1)));
        page.verdict(
                Verdict.atMostAbsolute("Generation: allocation", "≤ 24 B/op", ours1.map(Jmh::bytesPerOp), 24, "B/op"));
        Optional<Jmh> ours2 = Results.find(two, "objectId");
        Optional<Jmh> driver2 = Results.find(two, ANCHOR);
        page.verdict(Verdict.atLeast(
                        "Generation, 2 threads: throughput",
                        "≥ 3x the driver's ops/µs",
                        Fmt.ratio(ours2.map(Jmh::score), driver2.map(Jmh::score)),
                        3,
                        "x the driver")
                .noisy(Jmh.worstError(ours2, driver2), Jmh.errorText(ours2, driver2)));

        if (driver1.isPresent()) {
            Table table = new Table("Id", "ns/op:", "× driver:", "B/op:");
            for (String name : ORDER) {
                Results.find(one, name)
                        .ifPresent(j -> table.row(
                                LABELS.get(name),
                                j.scoreWithError(),
                                Fmt.ratio(j.score() / driver1.get().score()),
                                Fmt.whole(j.bytesPerOp())));
            }
            page.put("generation.1-thread.setup", driver1.get().setup()).put("generation.1-thread.table", table);
            Charts.bars("Time per id, 1 thread (lower is better)", "ns/op", one, ORDER, SHORT)
                    .write(page.images().resolve("performance-generation-1-thread.png"));
        }
        throughput(
                page,
                "generation.2-threads",
                two,
                one,
                "Ids per microsecond, 2 threads (higher is better)",
                "performance-generation-2-threads.png");
        throughput(
                page,
                "generation.virtual-threads",
                virtual,
                one,
                "Ids per microsecond, 2 virtual threads (higher is better)",
                "performance-generation-virtual-threads.png");
    }

    /** A throughput table (ops/µs summed over the threads) with the scaling from one platform thread. */
    private static void throughput(Page page, String name, List<Jmh> results, List<Jmh> one, String chart, String file)
            throws IOException {
        Optional<Jmh> anchor = Results.find(results, ANCHOR);
        if (anchor.isEmpty()) {
            return;
        }
        Table table = new Table("Id", "ops/µs:", "× driver:", "scaling from 1 thread:", "B/op:");
        for (String id : ORDER) {
            Results.find(results, id)
                    .ifPresent(j -> table.row(
                            LABELS.get(id),
                            j.scoreWithError(),
                            Fmt.ratio(j.score() / anchor.get().score()),
                            Results.find(one, id)
                                    .map(o -> Fmt.ratio(j.score() / (1000 / o.score())))
                                    .orElse("–"),
                            Fmt.whole(j.bytesPerOp())));
        }
        page.put(name + ".setup", anchor.get().setup()).put(name + ".table", table);
        Charts.bars(chart, "ops/µs", results, ORDER, SHORT)
                .labels("#,##0.0")
                .write(page.images().resolve(file));
    }
}
