package dev.objectid.cli.importer.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.cli.importer.failure.ImportFailure;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExportReaderTest {

    private static final String A = "{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c001\"},\"n\":1}";
    private static final String B = "{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c002\"},\"n\":2}";

    @TempDir
    Path folder;

    private Path file(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text);
    }

    private static List<ExportDocument> readAll(Path file, boolean jsonArray) {
        List<ExportDocument> documents = new ArrayList<>();
        try (ExportReader reader = ExportReader.open(file, jsonArray)) {
            for (ExportDocument document = reader.next(); document != null; document = reader.next()) {
                documents.add(document);
            }
        }
        return documents;
    }

    @Test
    void readsOneDocumentALineWithItsLineNumber() throws IOException {
        List<ExportDocument> documents = readAll(file("orders.json", A + "\n\n" + B + "\r\n"), false);

        assertThat(documents).extracting(ExportDocument::line).containsExactly(1L, 3L);
        assertThat(documents.get(1).fields().get("_id")).isEqualTo(ObjectId.parse("66322ec07c1e9a04d240c002"));
    }

    @Test
    void readsGzip() throws IOException {
        Path file = folder.resolve("orders.json.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write((A + "\n" + B + "\n").getBytes(StandardCharsets.UTF_8));
        }
        assertThat(readAll(file, false)).hasSize(2);
    }

    @Test
    void readsAJsonArrayOverSeveralLines() throws IOException {
        List<ExportDocument> documents = readAll(
                file("orders.json", "[\n" + A + ",\n{\"_id\":{\"$oid\":\n" + "\"66322ec07c1e9a04d240c002\"}}\n]\n"),
                true);

        assertThat(documents).extracting(ExportDocument::line).containsExactly(2L, 3L);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // a line cut off in the middle of the file, and the last line cut off
                "1|{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c003\"},\"n\":3\\n{B}| orders.json line 2: the document is cut off or malformed: it does not end on its line",
                "1|{B}\\n{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c003\"},\"n\"| orders.json line 3: the document is cut off: its line ends inside it",
                "0|{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c004\",\"$oid\":\"66322ec07c1e9a04d240c005\"}}| orders.json line 1, field _id: a key is repeated in one document: '$oid'",
                "1|{\"a\":1,\"a\":2}| orders.json line 2: a key is repeated in one document: 'a'",
                "1|{\"a\":null,\"a\":2}| orders.json line 2: a key is repeated in one document: 'a'",
                "1|{\"b\":{\"a\":null,\"a\":null}}| orders.json line 2, field b: a key is repeated in one document: 'a'",
                "1|[1, 2]| orders.json line 2: is not a document: a line of mongoexport's output is one JSON object (an array of documents needs --json-array)",
                "1|{B} {B}| orders.json line 2: holds a second document; a line holds one",
                "1|{\"_id\":{\"$oid\":\"nope\"}}| orders.json line 2, field _id: {\"$oid\": \"nope\"} is not an ObjectId",
                "1|{\"a\": tru}| orders.json line 2: is not JSON",
            })
    void aBadLineIsNamedByItsLine(int goodLines, String bad, String message) throws IOException {
        String text = (A + "\n").repeat(goodLines) + bad.replace("{B}", B).replace("\\n", "\n") + "\n";
        Path file = file("orders.json", text);

        assertThatThrownBy(() -> readAll(file, false))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith(message);
    }

    @Test
    void aLegalSixteenMegabyteDocumentIsRead() throws IOException {
        // MongoDB's largest document is 16 MiB as BSON: one $binary of 15 MiB is 20 million characters of base64
        byte[] bytes = new byte[15 << 20];
        new java.util.Random(7).nextBytes(bytes);
        Path file = file(
                "files.json",
                A + "\n{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c009\"},\"data\":{\"$binary\":{\"base64\":\""
                        + java.util.Base64.getEncoder().encodeToString(bytes) + "\",\"subType\":\"00\"}}}\n");

        List<ExportDocument> documents = readAll(file, false);

        assertThat(documents).hasSize(2);
        assertThat(((Binary) documents.get(1).fields().get("data")).bytes()).isEqualTo(bytes);
    }

    @Test
    void aStringLongerThanAnyMongoDbDocumentHoldsIsRefusedAsThat() throws IOException {
        // more characters than a document of 16 MiB can be written in, six of them (\\u0001) for each of its bytes
        Path file = file("files.json", A + "\n{\"s\":\"" + "x".repeat(ExtendedJson.MAX_STRING_LENGTH + 1) + "\"}\n");

        assertThatThrownBy(() -> readAll(file, false))
                .isInstanceOf(ImportFailure.class)
                .hasMessageStartingWith("files.json line 2: holds a string of more than "
                        + String.format(java.util.Locale.ROOT, "%,d", ExtendedJson.MAX_STRING_LENGTH)
                        + " characters, more than a MongoDB document (16 MiB as BSON) can hold");
    }

    @Test
    void bytesThatAreNotUtf8AreRefusedNotReplaced() throws IOException {
        Path file = folder.resolve("orders.json");
        byte[] bad = "{\"name\":\"caf\u00e9\"}\n".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(file, (A + "\n").getBytes(StandardCharsets.UTF_8));
        Files.write(file, bad, java.nio.file.StandardOpenOption.APPEND);

        assertThatThrownBy(() -> readAll(file, false)).hasMessageStartingWith("orders.json line 2: is not UTF-8 text");
    }

    @Test
    void anArrayCutOffIsRefused() throws IOException {
        Path file = file("orders.json", "[\n" + A + ",\n" + B + "\n");

        assertThatThrownBy(() -> readAll(file, true))
                .hasMessageStartingWith("orders.json line 3: the array of " + "documents is cut off");
    }

    @Test
    void aFileThatIsNotAnArrayIsRefusedWithJsonArray() throws IOException {
        Path file = file("orders.json", A + "\n");

        assertThatThrownBy(() -> readAll(file, true)).hasMessageStartingWith("orders.json line 1: is not a JSON array");
    }
}
