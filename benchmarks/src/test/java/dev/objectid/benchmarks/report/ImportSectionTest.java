package dev.objectid.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The import section: a row per database and shape, and a target per database met only by its slowest shape. */
class ImportSectionTest {

    @TempDir
    Path dir;

    private static String result(String server, double flatRatio, double itemsRatio) {
        return """
                {"server": "%s", "cache": "%s", "customers": 100000, "orders": 1000000, "rounds": 3, "jvmStartSeconds": 0.3,
                 "loadAverageAtStart": "0.50 0.40 0.30 1/200 9", "loadAverageAtEnd": "1.10 0.60 0.35 1/200 9",
                 "shapes": [
                   {"shape": "flat", "rows": {"customers": 100000, "orders": 1000000}, "exportBytes": 190000000,
                    "floorMedianSeconds": 8.0, "toolMedianSeconds": %s, "toolSpeedOfFloor": %s,
                    "toolPeakKilobytes": [204800, 307200, 256000], "toolCpuSeconds": [9.5, 12.0, 9.0]},
                   {"shape": "items", "rows": {"orders": 1000000, "order_lines": 2000000}, "exportBytes": 400000000,
                    "floorMedianSeconds": 16.0, "toolMedianSeconds": %s, "toolSpeedOfFloor": %s}]}""".formatted(
                        server,
                        server.contains("MariaDB") ? "134217728" : "128MB",
                        8.0 / flatRatio,
                        flatRatio,
                        16.0 / itemsRatio,
                        itemsRatio);
    }

    @Test
    void eachDatabaseIsJudgedByItsSlowestShape() throws IOException {
        Files.writeString(dir.resolve("import-postgresql.json"), result("15.20 (Debian)", 0.8, 0.6));
        Files.writeString(dir.resolve("import-mariadb.json"), result("10.11.19-MariaDB", 0.9, 0.75));

        String page = PerformanceReport.markdown(new Results(dir), dir.resolve("images"));

        assertThat(page)
                .contains(
                        "| PostgreSQL 15.20 (shared_buffers 128MB) | flat orders | 1,100,000 | 190.0 MB | 8.00 | 10.00 | 0.80 "
                                + "| 9.50 | 300.00 MiB | 0.50 0.40 0.30; 1.10 0.60 0.35 |");
        assertThat(page)
                .contains(
                        "| MariaDB 10.11.19 (buffer pool 128.00 MiB) | orders with items → `order_lines` | 3,000,000 | 400.0 MB "
                                + "| 16.00 | 21.33 | 0.75 | – | – |");
        assertThat(page).contains("100,000 customers and 1,000,000 orders");
        assertThat(page)
                .containsPattern("`objectid import` on PostgreSQL: speed \\| [^|]+ \\| 0.60 x \\| \\*\\*missed");
        assertThat(page).containsPattern("`objectid import` on MariaDB: speed \\| [^|]+ \\| 0.75 x \\| \\*\\*met");
    }

    @Test
    void withoutResultsTheSectionSaysSoAndTheTargetsAreNotMeasured() throws IOException {
        String page = PerformanceReport.markdown(new Results(dir), dir.resolve("images"));

        assertThat(page)
                .contains("`objectid import` on MariaDB: speed | ≥ 0.7x the floor (`LOAD DATA`), every shape "
                        + "| – | not measured |");
        assertThat(page.substring(page.indexOf("## Moving a MongoDB export in")))
                .startsWith(
                        "## Moving a MongoDB export in: `objectid import` against `COPY` and `LOAD DATA`\n\nNot measured in this run.");
    }
}
