package dev.objectid.cli.importer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.cli.importer.map.Table;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummaryTest {

    @Test
    void oneLinePerTableThenWhatWasCommitted() {
        String text = print(
                List.of(
                        new TableResult(table("customers"), "customers.json", 2, 2, 0.5),
                        new TableResult(table("orders"), "orders.json", 5, 5, 1.25)),
                Map.of("notes", 3L),
                Map.of("orders.customer_id", 1L));

        assertThat(text.lines().toList())
                .containsExactly(
                        "table      file                    read        loaded   seconds",
                        "customers  customers.json             2             2      0.50",
                        "orders     orders.json                5             5      1.25",
                        "left out (--ignore-unknown-fields): notes, in 3 documents",
                        "set to null (--allow-orphans): 1 reference of orders.customer_id",
                        "committed: 7 rows into 2 tables in 2.00 s");
    }

    @Test
    void oneRowIntoOneTableIsSingular() {
        String text = print(List.of(new TableResult(table("people"), "people.json", 1, 1, 0.1)), Map.of(), Map.of());

        assertThat(text).contains("committed: 1 row into 1 table in 2.00 s");
    }

    @Test
    void twoFilesIntoOneTableAreOneTable() {
        String text = print(
                List.of(
                        new TableResult(table("people"), "people.json", 1, 1, 0.1),
                        new TableResult(table("people"), "people.json.gz", 2, 2, 0.1)),
                Map.of(),
                Map.of());

        assertThat(text).contains("committed: 3 rows into 1 table in 2.00 s");
    }

    @Test
    void oneTableNamedWithItsSchemaAndWithoutIsOneTable() {
        Table people = new Table("app", "people", List.of(), List.of(), List.of(), false);
        Table appPeople = new Table("app", "people", List.of(), List.of(), List.of(), true);

        String text = print(
                List.of(
                        new TableResult(people, "people.json", 1, 1, 0.1),
                        new TableResult(appPeople, "more-people.json", 2, 2, 0.1)),
                Map.of(),
                Map.of());

        assertThat(text.lines().toList())
                .containsExactly(
                        "table       file                      read        loaded   seconds",
                        "people      people.json                  1             1      0.10",
                        "app.people  more-people.json             2             2      0.10",
                        "committed: 3 rows into 1 table in 2.00 s");
    }

    private static Table table(String name) {
        return new Table(null, name, List.of(), List.of(), List.of(), false);
    }

    private static String print(List<TableResult> results, Map<String, Long> ignored, Map<String, Long> nulled) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Summary.print(
                new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true),
                results,
                ignored,
                nulled,
                2.0);
        return out.toString(StandardCharsets.UTF_8);
    }
}
