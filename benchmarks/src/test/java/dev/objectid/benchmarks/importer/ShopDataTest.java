package dev.objectid.benchmarks.importer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The export and the floor's files hold the same rows: the floor is only fair if it loads what the tool loads. */
class ShopDataTest {

    @TempDir
    Path dir;

    @Test
    void theExportAndTheFloorsFilesHoldTheSameRows() throws IOException {
        Path data = new ShopData(dir, 300, 2000).write();
        ObjectMapper json = new ObjectMapper();

        List<String> orders = Files.readAllLines(data.resolve("items/orders.json"));
        List<String> pgOrders = Files.readAllLines(data.resolve("postgresql/orders.csv"));
        List<String> mariaOrders = textLines(data.resolve("mariadb/orders.txt"));
        assertThat(orders).hasSize(2000);
        assertThat(pgOrders).hasSize(2000);
        assertThat(mariaOrders).hasSize(2000);
        assertThat(Files.readAllLines(data.resolve("flat/orders.json"))).hasSize(2000);
        assertThat(Files.readAllLines(data.resolve("customers.json"))).hasSize(300);
        long items = 0;
        for (int i = 0; i < orders.size(); i++) {
            JsonNode order = json.readTree(orders.get(i));
            String id = order.path("_id").path("$oid").asText();
            assertThat(pgOrders.get(i))
                    .startsWith("\\x" + id + ",\\x"
                            + order.path("customer").path("$oid").asText());
            assertThat(unescape(mariaOrders.get(i).split("\t")[0]))
                    .isEqualTo(HexFormat.of().parseHex(id));
            assertThat(order.path("items").size()).isBetween(1, 3);
            items += order.path("items").size();
        }
        assertThat(Files.readAllLines(data.resolve("postgresql/order_lines.csv")))
                .hasSize((int) items);
        assertThat(textLines(data.resolve("mariadb/order_lines.txt"))).hasSize((int) items);
    }

    @Test
    void theSameSizesGiveTheSameData() throws IOException {
        String first =
                Files.readString(new ShopData(dir.resolve("a"), 50, 200).write().resolve("items/orders.json"));
        String second =
                Files.readString(new ShopData(dir.resolve("b"), 50, 200).write().resolve("items/orders.json"));

        assertThat(first).isEqualTo(second);
    }

    /** The lines of a LOAD DATA text file: ended by a newline only (a raw id may hold a carriage return). */
    private static List<String> textLines(Path file) throws IOException {
        return List.of(Files.readString(file, StandardCharsets.ISO_8859_1).split("\n"));
    }

    /** A field of LOAD DATA's text as the server reads it: backslash escapes, one byte a char. */
    private static byte[] unescape(String field) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == '\\') {
                char next = field.charAt(++i);
                bytes.write(next == '0' ? 0 : next == 't' ? '\t' : next == 'n' ? '\n' : next);
            } else {
                bytes.write(c);
            }
        }
        return bytes.toByteArray();
    }
}
