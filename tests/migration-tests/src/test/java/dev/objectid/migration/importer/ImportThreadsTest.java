package dev.objectid.migration.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An export of many blocks of lines, converted by several threads at once ({@code --threads}), loads as one thread
 * loads it, and fails on its first bad line whichever thread comes upon a bad line first. On H2, where one thread
 * reads each file in order, {@code --threads} is refused.
 */
class ImportThreadsTest {

    private static final int CUSTOMERS = 12_000;
    private static final int ORDERS = 30_000;

    @TempDir
    Path folder;

    private ImportTarget target;
    private GeneratedExport export;

    @BeforeEach
    void export() throws Exception {
        target = ImportTarget.create(folder);
        target.recreateTables();
        export = GeneratedExport.write(folder, CUSTOMERS, ORDERS);
        // the tool cuts a file into blocks of a megabyte or so: these span several
        assertThat(Files.size(export.customers())).isGreaterThan(1L << 20);
        assertThat(Files.size(export.orders())).isGreaterThan(4L << 20);
    }

    private CliProcess.Result importing(int threads) throws Exception {
        return CliProcess.run(target.importArgs(
                "--threads",
                Integer.toString(threads),
                export.orders().toString(),
                export.customers().toString()));
    }

    @Test
    void severalThreadsLoadWhatOneThreadLoads() throws Exception {
        assumeFalse(target.name().equals("h2"), "H2 refuses --threads");
        CliProcess.Result one = importing(1);
        assertThat(one.status()).as(one.err()).isZero();
        Map<String, List<String>> loaded = target.rows();
        target.recreateTables();

        CliProcess.Result three = importing(3);

        assertThat(three.status()).as(three.err()).isZero();
        assertThat(three.out())
                .containsPattern("(?i)customers +customers.json +12,000 +12,000 ")
                .containsPattern("(?i)orders +orders.json +30,000 +30,000 ");
        assertThat(target.rows()).isEqualTo(loaded);
        assertThat(loaded.get("orders")).hasSize(ORDERS);
    }

    @Test
    void theFirstBadLineIsToldWhicheverThreadComesUponOneFirst() throws Exception {
        assumeFalse(target.name().equals("h2"), "H2 refuses --threads");
        List<String> lines = new ArrayList<>(Files.readAllLines(export.orders()));
        int early = ORDERS / 3;
        int late = ORDERS - 10;
        lines.set(early - 1, lines.get(early - 1).replace("\"status\":\"NEW\"", "\"status\":{\"$oid\":\"x\"}"));
        lines.set(late - 1, lines.get(late - 1).substring(0, 40));
        Files.write(export.orders(), lines);
        Map<String, List<String>> before = target.rows();

        CliProcess.Result result = importing(3);

        assertThat(result.status()).isEqualTo(1);
        assertThat(result.err())
                .contains("orders.json line " + early + ", field status")
                .doesNotContain("line " + late);
        assertThat(result.out()).doesNotContain("committed");
        assertThat(target.rows()).isEqualTo(before);
    }

    @Test
    void threadsOnH2AreRefusedBeforeAnythingIsLoaded() throws Exception {
        assumeTrue(target.name().equals("h2"), "PostgreSQL and MariaDB convert on several threads");
        Map<String, List<String>> before = target.rows();

        CliProcess.Result result = importing(2);

        assertThat(result.status()).isEqualTo(1);
        assertThat(result.err()).contains("--threads needs PostgreSQL, MariaDB or MySQL");
        assertThat(target.rows()).isEqualTo(before);
    }
}
