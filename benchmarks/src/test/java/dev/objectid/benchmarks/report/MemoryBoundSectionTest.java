package dev.objectid.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The InnoDB and memory-bound sections on hand-made results: their tables, the 2x target and the cgroup caveat. */
class MemoryBoundSectionTest {

    @TempDir
    Path dir;

    private static String mariaDb(
            String key, String label, double rowsPerSecond, long table, long secondary, long reads) {
        return String.format(Locale.ROOT, """
                {"key": "%s", "label": "%s", "rows": 1000, "rowsPerSecond": %s, "tableBytes": %d,
                 "secondaryIndexBytes": %d, "pagesReadFromDisk": %d, "status": {"Innodb_os_log_written": 3145728},
                 "cgroup": {"diskReadBytes": 5242880}, "round": 1}""", key, label, rowsPerSecond, table, secondary, reads);
    }

    private static String postgresql(String key, String label, double rowsPerSecond, long reads) {
        return String.format(Locale.ROOT, """
                {"key": "%s", "label": "%s", "rows": 1000, "rowsPerSecond": %s, "pkeyBytes": 1048576,
                 "tableBytes": 2097152, "walBytes": 1, "pkeyBlocksRead": %d, "round": 1}""", key, label, rowsPerSecond, reads);
    }

    private String render() throws IOException {
        PerformanceReport.write(dir.resolve("results"), dir.resolve("docs"));
        return Files.readString(dir.resolve("docs/performance.md"));
    }

    private void write(String file, String json) throws IOException {
        Files.createDirectories(dir.resolve("results"));
        Files.writeString(dir.resolve("results").resolve(file), json);
    }

    @Test
    void innoDbRowsCarryTheirRatiosToAutoIncrementAndTheIndexSizes() throws IOException {
        write(Results.DB_INNODB, """
                {"rows": 1000,
                 "server": {"version": "10.11.19-MariaDB-0+deb12u1", "innodb_buffer_pool_size": 536870912},
                 "inserts": [%s, %s]}""".formatted(
                        mariaDb("IDENTITY", "bigint AUTO_INCREMENT", 10_000, 1048576, 524288, 0),
                        mariaDb("OBJECT_ID", "ObjectId binary(12)", 50_000, 1048576, 786432, 2)));
        String md = render();

        assertThat(md)
                .contains(
                        "| bigint AUTO_INCREMENT (anchor) | 10,000 | 1.00 | 1.00 MiB | 0.50 MiB | 1.00 | 0 | 3.00 MiB |");
        assertThat(md)
                .contains("| **ObjectId binary(12)** | 50,000 | 5.00 | 1.00 MiB | 0.75 MiB | 1.50 | 2 | 3.00 MiB |");
        assertThat(md).contains("a throwaway MariaDB 10.11.19 server whose buffer pool (512.00 MiB)");
        assertThat(dir.resolve("docs/images/performance-innodb.png")).exists();
        // the memory-bound suites did not run
        assertThat(md).contains("### PostgreSQL\n\nNot measured in this run.");
        assertThat(md)
                .contains("| Inserts (memory-bound MariaDB): ObjectId vs UUIDv4 | ≥ 2x UUIDv4 rows/s | – |"
                        + " not measured |");
        assertThat(md).doesNotContain("{{").doesNotContain("}}");
    }

    @Test
    void theTwoTimesTargetIsJudgedOnEachDatabaseWithPagesReadPerRow() throws IOException {
        write(Results.DB_MEMORY_BOUND_MARIADB, """
                {"rows": 1000, "memoryCgroup": {"available": true, "directory": "/x", "limitBytes": 167772160},
                 "server": {"innodb_buffer_pool_size": 16777216, "innodb_flush_method": "O_DIRECT"},
                 "inserts": [%s, %s]}""".formatted(
                        mariaDb("UUID_V4", "UUIDv4 binary(16)", 5_000, 2097152, 1048576, 1500),
                        mariaDb("OBJECT_ID", "ObjectId binary(12)", 50_000, 1048576, 524288, 20)));
        write(Results.DB_MEMORY_BOUND_POSTGRESQL, """
                {"rows": 1000, "memoryCgroup": {"available": true, "directory": "/y", "limitBytes": 33554432},
                 "server": {"shared_buffers": "8MB"}, "inserts": [%s, %s]}""".formatted(
                        postgresql("UUID_V4", "UUIDv4 uuid", 20_000, 900),
                        postgresql("OBJECT_ID", "ObjectId bytea", 30_000, 10)));
        String md = render();

        assertThat(md)
                .contains("| Inserts (memory-bound PostgreSQL): ObjectId vs UUIDv4 | ≥ 2x UUIDv4 rows/s |"
                        + " 1.50 x UUIDv4 | **missed** (25% short: needs 33% more) |");
        assertThat(md)
                .contains("| Inserts (memory-bound MariaDB): ObjectId vs UUIDv4 | ≥ 2x UUIDv4 rows/s |"
                        + " 10.0 x UUIDv4 | **met** |");
        assertThat(md)
                .contains(
                        "| UUIDv4 binary(16) (anchor) | 5,000 | 1.00 | 2.00 MiB | 1.00 MiB | 1,500 | 1.50 | 5.00 MiB |");
        assertThat(md).contains("| **ObjectId bytea** | 30,000 | 1.50 | 1.00 MiB | 2.00 MiB | 10 | 0.01 | – |");
        assertThat(md)
                .contains("limited to 32.00 MiB")
                .contains("a buffer pool of 16.00 MiB and" + " `innodb_flush_method=O_DIRECT`")
                .contains("a cgroup of 160.00 MiB");
        assertThat(md).doesNotContain("Caveat: this run could not put the server in a memory cgroup");
        assertThat(dir.resolve("docs/images/performance-memory-bound.png")).exists();
    }

    @Test
    void withoutACgroupTheReportSaysWhyAndFlagsTheVerdict() throws IOException {
        write(Results.DB_MEMORY_BOUND_POSTGRESQL, """
                {"rows": 1000, "memoryCgroup": {"available": false, "reason": "no memory cgroup controller"},
                 "server": {"shared_buffers": "8MB"}, "inserts": [%s, %s]}""".formatted(
                        postgresql("UUID_V4", "UUIDv4 uuid", 10_000, 900),
                        postgresql("OBJECT_ID", "ObjectId bytea", 30_000, 10)));
        String md = render();

        assertThat(md)
                .contains("Caveat: this run could not put the server in a memory cgroup (no memory cgroup"
                        + " controller)");
        assertThat(md).contains("3.00 x UUIDv4 | **met** — no memory cgroup in this run");
        assertThat(md).doesNotContain("limited to");
    }
}
