package dev.objectid.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** docs/performance.md carries the tables its results produce, and its regions are refreshed and nothing else. */
class PerformancePageTest {

    @Test
    void thePageCarriesTheTablesOfTheResultsInTheRepository() throws IOException {
        Path page = Path.of("../docs/performance.md");
        String text = Files.readString(page);
        Map<String, String> tables = PerformanceReport.tables(new Results(Path.of("results")));

        assertThat(Regions.fill(text, tables))
                .as("docs/performance.md is stale: run benchmarks/run.sh report")
                .isEqualTo(text);
    }

    @Test
    void fillingReplacesTheRegionsAndKeepsTheProse() {
        String page = "# T\n\nprose\n\n<!-- table: a -->\nold\n<!-- /table -->\n\nmore prose\n";

        assertThat(Regions.fill(page, Map.of("a", "| x |\n")))
                .isEqualTo("# T\n\nprose\n\n<!-- table: a -->\n| x |\n<!-- /table -->\n\nmore prose\n");
    }

    @Test
    void aRegionWithoutATableOrATableWithoutARegionIsAnErrorNamingIt() {
        assertThatThrownBy(() -> Regions.fill("<!-- table: b -->\n<!-- /table -->\n", Map.of("a", "x")))
                .hasMessageContaining("'b'")
                .hasMessageContaining("[a]");
        assertThatThrownBy(() -> Regions.fill("no regions\n", Map.of("a", "x")))
                .hasMessageContaining("no region for the tables [a]");
        assertThatThrownBy(() -> Regions.fill(
                        "<!-- table: a -->\n<!-- /table -->\n<!-- table: a -->\n<!-- /table -->\n", Map.of("a", "x")))
                .hasMessageContaining("appears twice");
    }

    @Test
    void aSuiteThatDidNotRunSaysSo(@TempDir Path empty) {
        Map<String, String> tables = PerformanceReport.tables(new Results(empty));

        assertThat(tables.get("hex")).isEqualTo(Tables.NOT_MEASURED);
        assertThat(tables.get("import")).isEqualTo(Tables.NOT_MEASURED);
        assertThat(tables.get("targets")).endsWith("0 of 0 measured targets met.");
    }
}
