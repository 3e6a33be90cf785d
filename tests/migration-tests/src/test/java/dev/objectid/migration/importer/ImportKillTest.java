package dev.objectid.migration.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An import killed halfway ({@code kill -9}, or Ctrl-C's {@code SIGINT}) leaves every table as it was: the rows it
 * had sent were never committed, and the database drops them with the connection. Then the same files load whole.
 */
class ImportKillTest {

    private static final int CUSTOMERS = 2_000;
    private static final int ORDERS = 150_000;

    @TempDir
    Path folder;

    private ImportTarget target;
    private Path customers;
    private Path orders;

    @BeforeEach
    void export() throws IOException {
        target = ImportTarget.create(folder);
        target.recreateTables();
        GeneratedExport export = GeneratedExport.write(folder, CUSTOMERS, ORDERS);
        customers = export.customers();
        orders = export.orders();
    }

    private List<String> importArgs() {
        return target.importArgs(orders.toString(), customers.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"KILL", "INT"})
    void aKilledImportLeavesEveryTableAsItWas(String signal) throws Exception {
        // on H2 this JVM serves the database file, so that the import's connection drops as it would to a server
        try (Connection held = target.connect()) {
            Map<String, List<String>> before = target.rows();
            Process process = CliProcess.startInterruptible(importArgs());
            process.getOutputStream().close();
            BlockingQueue<String> lines = new LinkedBlockingQueue<>();
            Thread reader = new Thread(() -> {
                try (BufferedReader err =
                        new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                    err.lines().forEach(lines::add);
                } catch (IOException e) {
                    lines.add("read failed: " + e);
                }
            });
            reader.start();

            // the customers are in (uncommitted) once the orders start: kill it then
            java.util.List<String> seen = new java.util.ArrayList<>();
            String line;
            do {
                line = lines.poll(2, TimeUnit.MINUTES);
                assertThat(line)
                        .as("the import's progress lines after %s", seen)
                        .isNotNull();
                seen.add(line);
            } while (!line.toLowerCase(java.util.Locale.ROOT).contains("orders.json into orders"));
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start();
            assertThat(kill.waitFor()).isZero();
            assertThat(process.waitFor(1, TimeUnit.MINUTES)).isTrue();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

            assertThat(process.exitValue()).as("killed by SIG" + signal).isEqualTo(signal.equals("KILL") ? 137 : 130);
            assertThat(out).doesNotContain("committed");
            assertThat(target.rows()).isEqualTo(before);
        }

        CliProcess.Result again = CliProcess.run(importArgs());

        assertThat(again.status()).as(again.err()).isZero();
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement();
                ResultSet counts = statement.executeQuery(
                        "select (select count(*) from customers), " + "(select count(*) from orders)")) {
            assertThat(counts.next()).isTrue();
            assertThat(counts.getLong(1)).isEqualTo(CUSTOMERS);
            assertThat(counts.getLong(2)).isEqualTo(ORDERS);
        }
    }
}
