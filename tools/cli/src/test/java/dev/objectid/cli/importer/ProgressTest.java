package dev.objectid.cli.importer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.cli.importer.map.Column;
import dev.objectid.cli.importer.map.ColumnKind;
import dev.objectid.cli.importer.map.Mapping;
import dev.objectid.cli.importer.map.Table;
import dev.objectid.cli.importer.map.TablePlan;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProgressTest {

    @Test
    void offATerminalEachFileIsOnePlainLine() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Progress progress =
                new Progress(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true), false);
        TablePlan plan = planFor("orders.json");

        progress.start(plan);
        progress.rows(1_000, 10, 100);
        progress.done();

        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("objectid import: orders.json into orders" + System.lineSeparator());
    }

    @Test
    void onATerminalOneLineIsRewrittenWithRowsSpeedAndTimeLeft() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long[] now = {0};
        Progress progress = new Progress(
                new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true), true, () -> now[0]);
        progress.start(planFor("orders.json"));

        now[0] = 100_000_000L;
        progress.rows(10, 1, 100);
        now[0] = 2_000_000_000L;
        progress.rows(50_000, 25, 100);

        assertThat(err.toString(StandardCharsets.UTF_8))
                .as("none before a quarter of a second, then rows, rows a " + "second, and the time left at that speed")
                .isEqualTo("\rorders.json: 50,000 rows, 25,000 rows/s, " + "0:06 left   ");
    }

    private static TablePlan planFor(String file) throws Exception {
        Table table = new Table(
                null,
                "orders",
                List.of(Column.of("id", ColumnKind.BINARY, "bytea", 0, 0, false, false, false)),
                List.of("id"),
                List.of(),
                false);
        return TablePlan.of(Path.of(file), null, table, Mapping.none("orders"), false, null);
    }
}
