package dev.objectid.cli.importer.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.cli.importer.failure.ImportFailure;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MappingTest {

    @TempDir
    Path folder;

    @Test
    void readsEveryKindOfEntry() throws IOException {
        Path file = Files.writeString(
                folder.resolve("mapping.json"),
                "{\"orders\": {\"table\": \"shop_orders\", "
                        + "\"fields\": {\"referredBy\": \"referral_id\", \"legacy\": null}, \"constants\": {\"source\": "
                        + "\"mongodb\"}, \"arrays\": {\"items\": {\"table\": \"order_lines\", \"parent\": \"order_id\", "
                        + "\"position\": \"line_no\"}}}}");

        Mapping orders = Mapping.read(file).get("orders");

        assertThat(orders.table()).isEqualTo("shop_orders");
        assertThat(orders.fields()).containsEntry("referredBy", "referral_id").containsEntry("legacy", null);
        assertThat(orders.constants()).isEqualTo(Map.of("source", "mongodb"));
        Mapping items = orders.arrays().get("items");
        assertThat(items.entry()).isEqualTo("orders.arrays.items");
        assertThat(items.parent()).isEqualTo("order_id");
        assertThat(items.position()).isEqualTo("line_no");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "{\"orders\": {\"tabel\": \"x\"}}                         | orders has no key 'tabel'; accepted: arrays, constants, fields, table",
                "{\"orders\": {\"fields\": {\"a\": 1}}}                   | orders.fields.a is a column name or null (to leave the field out), not an integer",
                "{\"orders\": {\"arrays\": {\"items\": {\"table\": \"l\"}}}} | orders.arrays.items.parent is missing; it is a table or column name",
                "{\"orders\": {\"arrays\": {\"items\": {\"table\": \"l\", \"parent\": \"p\", \"parnet\": 1}}}} | orders.arrays.items has no key 'parnet'",
                "{\"orders\": []}                                          | orders is a JSON object, not an array",
                "[]                                                        | a mapping file is a JSON object with an entry per collection",
                "{\"orders\": {\"fields\": {\"items\": null}, \"arrays\": {\"items\": {\"table\": \"l\", \"parent\": \"p\"}}}} | orders.fields.items and orders.arrays.items both name field 'items'",
                "{\"orders\": {\"fields\": {\"a\": null, \"a\": \"b\"}}}  | a key is repeated in one document: 'a'",
                "{\"orders\": {\"table\": \"x\"}                            | is not JSON",
            })
    void aMistakeNamesTheFileAndTheEntry(String json, String message) throws IOException {
        Path file = Files.writeString(folder.resolve("mapping.json"), json);

        assertThatThrownBy(() -> Mapping.read(file))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith(file.toString())
                .hasMessageContaining(message);
    }

    @Test
    void snakeCaseAsJpaAndSpringNameColumns() {
        assertThat(TablePlan.snakeCase("createdAt")).isEqualTo("created_at");
        assertThat(TablePlan.snakeCase("loyaltyPoints")).isEqualTo("loyalty_points");
        assertThat(TablePlan.snakeCase("userID")).isEqualTo("user_id");
        assertThat(TablePlan.snakeCase("URLPath")).isEqualTo("url_path");
        assertThat(TablePlan.snakeCase("address2City")).isEqualTo("address2_city");
        assertThat(TablePlan.snakeCase("name")).isEqualTo("name");
    }
}
