package dev.objectid.benchmarks.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes {@code docs/performance.md} and its charts from the raw JSON of {@code benchmarks/run.sh}: results (the JSON
 * in {@code benchmarks/results/}) → each {@link Section} fills its tables, numbers and {@link Verdict}s into a
 * {@link Page} → the page fills the placeholders of {@code src/main/resources/performance.md.template}, which
 * holds all the prose.
 *
 * <p><b>Adding a section:</b> (1) write a class {@code XxxSection implements Section} that reads its JSON file
 * ({@link Results#json}, {@link Results#jmh}; add the file name to {@link Results}), calls {@code page.measured("xxx")}
 * when the file is there, puts its values as {@code page.put("xxx.table", ...)} (placeholder names start with the
 * section's name), declares each target with {@code page.verdict(Verdict.atLeast(...))} or {@code atMost} (always,
 * also when the file is missing: it then reads "not measured") and draws its charts into {@code page.images()};
 * (2) add it to {@link #SECTIONS}; (3) add its prose to the template inside {@code {{#xxx}}...{{/xxx}}}, with
 * {@code {{^xxx}}Not measured in this run.{{/xxx}}} after it.
 *
 * <p>Usage: {@code PerformanceReport <results dir> <docs dir>}
 */
public final class PerformanceReport {

    /** The sections, in the order their verdicts appear in the targets table. */
    static final List<Section> SECTIONS = List.of(
            new MachineSection(),
            new GenerationSection(),
            new HexSection(),
            new UniquenessSection(),
            new InsertSection(),
            new InnoDbSection(),
            new MemoryBoundSection(),
            new QuerySection(),
            new ReadSection(),
            new RetentionSection(),
            new ImportSection());

    static final String TEMPLATE = "/performance.md.template";

    private PerformanceReport() {}

    public static void main(String[] args) throws IOException {
        Path results = Path.of(args.length > 0 ? args[0] : "benchmarks/results");
        Path docs = Path.of(args.length > 1 ? args[1] : "docs");
        write(results, docs);
        System.out.println("wrote " + docs.resolve("performance.md"));
    }

    static void write(Path resultsDir, Path docs) throws IOException {
        Files.createDirectories(docs.resolve("images"));
        Files.writeString(docs.resolve("performance.md"), markdown(new Results(resultsDir), docs.resolve("images")));
    }

    static String markdown(Results results, Path images) throws IOException {
        Page page = new Page(images);
        for (Section section : SECTIONS) {
            section.fill(results, page);
        }
        verdicts(page);
        try (InputStream template = PerformanceReport.class.getResourceAsStream(TEMPLATE)) {
            if (template == null) {
                throw new IllegalStateException(TEMPLATE + " is not on the class path (benchmarks/src/main/resources)");
            }
            return page.render(new String(template.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** The targets table of every section's verdicts: {@code verdicts.table}, {@code verdicts.summary}. */
    private static void verdicts(Page page) {
        Table table = new Table("Target", "Goal", "Measured", "Met?");
        List<Verdict> all = page.verdicts();
        all.forEach(v -> table.row(v.target(), v.goal(), v.measured(), v.verdict()));
        long met = all.stream().filter(v -> Boolean.TRUE.equals(v.met())).count();
        long measured = all.stream().filter(v -> v.met() != null).count();
        long noisy = all.stream().filter(v -> !v.noise().isEmpty()).count();
        page.put("verdicts.table", table)
                .put(
                        "verdicts.summary",
                        met + " of " + measured + " measured targets met"
                                + (noisy == 0
                                        ? "."
                                        : "; " + noisy
                                                + " of the verdicts are flagged as unreliable because this run's "
                                                + "own error bars (JMH's 99.9% confidence interval, or the spread between the database rounds) "
                                                + "exceed " + Fmt.pct(Verdict.UNRELIABLE) + " of the score."));
    }
}
