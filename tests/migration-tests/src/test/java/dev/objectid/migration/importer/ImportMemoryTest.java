package dev.objectid.migration.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.objectid.ObjectId;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An import in a small heap ({@code -Xmx64m}) with a document too large for it, as a red team found: it loads whole,
 * or fails with a message that says what to do and commits nothing; it never commits a part, and never hangs.
 */
class ImportMemoryTest {

    private static final Instant START = Instant.parse("2024-01-01T00:00:00Z");

    @TempDir
    Path folder;

    private ImportTarget target;

    @BeforeEach
    void table() throws Exception {
        target = ImportTarget.create(folder);
        target.recreateTables();
        String id = target.name().equals("postgresql") ? "bytea" : "binary(12)";
        String json = target.name().equals("postgresql") ? "jsonb" : "json";
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            statement.execute("drop table if exists events");
            statement.execute("create table events (id " + id + " not null primary key, n integer not null, payload "
                    + json + ")");
        }
    }

    /**
     * {@code documents} small documents, of which the one on line {@code large} holds an array of {@code elements}
     * small documents ({@code {"a":1}}, eight bytes each in the file, twenty as BSON).
     */
    private Path export(int documents, int large, int elements) throws IOException {
        Path file = folder.resolve("events.json");
        try (BufferedWriter out = Files.newBufferedWriter(file)) {
            for (int i = 1; i <= documents; i++) {
                out.write("{\"_id\":{\"$oid\":\""
                        + ObjectId.of(START.plusSeconds(i), 3, i).toHexString() + "\"},\"n\":" + i + ",\"payload\":");
                if (i == large) {
                    out.write('[');
                    for (int e = 0; e < elements; e++) {
                        out.write(e == 0 ? "{\"a\":1}" : ",{\"a\":1}");
                    }
                    out.write(']');
                } else {
                    out.write("[" + i + "]");
                }
                out.write("}\n");
            }
        }
        return file;
    }

    private long rows() throws SQLException {
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement();
                ResultSet count = statement.executeQuery("select count(*) from events")) {
            count.next();
            return count.getLong(1);
        }
    }

    /** Loads whole, or fails naming the memory it needs, with nothing committed and no stack trace. */
    private void allOrNothing(CliProcess.Result result, int documents) throws SQLException {
        if (result.status() == 0) {
            assertThat(rows()).as(result.out()).isEqualTo(documents);
            assertThat(result.out()).contains("committed: " + String.format("%,d", documents) + " rows");
        } else {
            assertThat(result.status()).as(result.err()).isEqualTo(1);
            assertThat(rows()).as(result.err()).isZero();
            assertThat(result.out()).doesNotContain("committed");
            assertThat(result.err())
                    .contains("-Xmx")
                    .contains("nothing was loaded")
                    .doesNotContain("\tat ")
                    .doesNotContain("Exception")
                    .doesNotContain("Error");
        }
    }

    @Test
    void aLegalFourMegabyteArrayInASmallHeapLoadsWholeOrNothing() throws Exception {
        Path file = export(6_001, 3_001, 500_000);
        assertThat(Files.size(file)).isGreaterThan(4_000_000L);

        CliProcess.Result result = CliProcess.runInJvm(List.of("-Xmx64m"), target.importArgs(file.toString()));

        allOrNothing(result, 6_001);
    }

    @Test
    void aLegalFourMegabyteArrayInASmallHeapWithMoreAfterItNeverHangs() throws Exception {
        assumeFalse(target.name().equals("h2"), "H2 refuses --threads");
        Path file = export(60_001, 3_001, 500_000);

        CliProcess.Result result =
                CliProcess.runInJvm(List.of("-Xmx64m"), target.importArgs("--threads", "3", file.toString()));

        allOrNothing(result, 60_001);
    }
}
