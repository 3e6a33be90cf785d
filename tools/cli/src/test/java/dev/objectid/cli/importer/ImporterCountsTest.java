package dev.objectid.cli.importer;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The last check before the commit: a table whose rows read and loaded differ stops it, whatever went wrong. */
class ImporterCountsTest {

    private static Table table(String name) {
        return new Table(null, name, List.of(), List.of(), List.of(), false);
    }

    @Test
    void rowsReadButNotLoadedNeverReachTheCommit() {
        List<TableResult> results = List.of(
                new TableResult(table("customers"), "customers.json", 2, 2, 0.5),
                new TableResult(table("events"), "events.json", 3_000, 1_360, 1.0));

        assertThatThrownBy(() -> Importer.checkCounts(results))
                .isInstanceOf(ImportFailure.class)
                .hasMessage("events.json: 3,000 rows were read for table events but the database took 1,360; an"
                        + " import commits every row or none");
    }

    @Test
    void everyRowReadAndLoadedIsCommitted() {
        assertThatCode(() ->
                        Importer.checkCounts(List.of(new TableResult(table("customers"), "customers.json", 2, 2, 0.5))))
                .doesNotThrowAnyException();
    }
}
