package dev.objectid.cli.importer.map;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.cli.importer.read.Block;
import dev.objectid.cli.importer.read.ExportDocument;
import dev.objectid.cli.importer.read.ExportReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConversionTest {

    private static final Path EXPORT = Path.of("orders.jsonl");

    @Test
    void conversionsOfOnePlanShareNoRowsColumnsOrCounts() throws SQLException {
        TablePlan plan = plan();
        Conversion first = new Conversion(plan, RowChecks.NONE);
        Conversion second = new Conversion(plan, RowChecks.NONE);
        List<Object[]> firstRows = new ArrayList<>();
        List<Object[]> secondRows = new ArrayList<>();

        convert(first, "{\"_id\": \"1\", \"name\": \"Ada\", \"note\": \"vip\", \"extra\": 1}", firstRows);
        convert(second, "{\"_id\": \"2\"}", secondRows);

        assertThat(first.loaded())
                .as("a field reached the column with a default")
                .containsExactly(true, true, true);
        assertThat(first.version()).isEqualTo(1);
        assertThat(second.loaded())
                .as("the other thread's rows still leave the column to its default")
                .containsExactly(true, true, false);
        assertThat(second.version()).isZero();
        assertThat(secondRows.get(0))
                .as("nothing left over from the other thread's row")
                .containsExactly("2", null, null);
        assertThat(firstRows.get(0)).containsExactly("1", "Ada", "vip");
        assertThat(first.read()).isEqualTo(1);
        assertThat(second.read()).isEqualTo(1);
        assertThat(first.ignored()).isEqualTo(Map.of("extra", 1L));
        assertThat(second.ignored()).isEmpty();
        assertThat(first.plan()).isSameAs(second.plan()).isSameAs(plan);
        assertThat(plan.loadedFromStart()).as("the shared plan is unchanged").containsExactly(true, true, false);
    }

    @Test
    void keepsKeysOnlyWhenThePlanSaysSo() throws SQLException {
        TablePlan plan = plan();
        assertThat(new Conversion(plan, RowChecks.NONE).takeKeys()).isNull();

        Conversion conversion = new Conversion(plan, new RowChecks(Map.of(), Map.of(plan, KnownKeys.Budget.ofHeap())));
        convert(conversion, "{\"_id\": \"1\"}", new ArrayList<>());

        assertThat(conversion.takeKeys()).isNotNull();
        assertThat(conversion.takeKeys()).as("a fresh set after each take").isNotNull();
    }

    private static void convert(Conversion conversion, String line, List<Object[]> rows) {
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        try (ExportReader reader = ExportReader.of(EXPORT, new Block(bytes, bytes.length, 1))) {
            for (ExportDocument document = reader.next(); document != null; document = reader.next()) {
                conversion.rows(document, (plan, row, at) -> rows.add(Arrays.copyOf(row, row.length)));
            }
        }
    }

    private static TablePlan plan() throws SQLException {
        Table table = new Table(
                null,
                "orders",
                List.of(
                        Column.of("id", ColumnKind.TEXT, "text", 0, 0, false, false, false),
                        Column.of("name", ColumnKind.TEXT, "text", 0, 0, true, false, false),
                        Column.of("note", ColumnKind.TEXT, "text", 0, 0, true, false, true)),
                List.of("id"),
                List.of(),
                false);
        return TablePlan.of(EXPORT, null, table, Mapping.none("orders"), true, null);
    }
}
