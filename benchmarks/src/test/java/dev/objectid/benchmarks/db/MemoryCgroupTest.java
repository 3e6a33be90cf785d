package dev.objectid.benchmarks.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding and making memory cgroups, on a directory tree laid out like /sys/fs/cgroup. */
class MemoryCgroupTest {

    @TempDir
    Path root;

    private static final List<String> HYBRID =
            List.of("9:name=systemd:/", "4:memory:/jobs/abc", "1:cpu,cpuacct:/", "0::/");

    @Test
    void theV1MemoryControllerIsFoundUnderItsMountAndTheProcessPath() throws IOException {
        Path group = v1Group("jobs/abc");
        assertThat(MemoryCgroup.find(root, HYBRID)).isEqualTo(new MemoryCgroup.Parent(group, MemoryCgroup.Version.V1));
    }

    @Test
    void memoryAmongSeveralV1ControllersCounts() throws IOException {
        Path group = v1Group("x");
        assertThat(MemoryCgroup.find(root, List.of("3:cpu,memory:/x")).directory())
                .isEqualTo(group);
    }

    @Test
    void v2IsUsedWhenItsGroupOffersTheMemoryController() throws IOException {
        Path group = Files.createDirectories(root.resolve("user.slice/job"));
        Files.writeString(group.resolve("cgroup.controllers"), "cpuset cpu io memory pids\n");
        assertThat(MemoryCgroup.find(root, List.of("0::/user.slice/job")))
                .isEqualTo(new MemoryCgroup.Parent(group, MemoryCgroup.Version.V2));
    }

    @Test
    void withoutAMemoryControllerTheReasonNamesWhatWasSearched() throws IOException {
        Path group = Files.createDirectories(root.resolve("job"));
        Files.writeString(group.resolve("cgroup.controllers"), "cpu pids\n");
        assertThatIllegalStateException()
                .isThrownBy(() -> MemoryCgroup.find(root, List.of("0::/job")))
                .withMessageContaining("no memory cgroup controller")
                .withMessageContaining("0::/job");
        // a v1 line whose directory is not mounted here (e.g. in a container that hides it)
        assertThatIllegalStateException()
                .isThrownBy(() -> MemoryCgroup.find(root, List.of("4:memory:/gone")))
                .withMessageContaining("4:memory:/gone");
    }

    @Test
    void createMakesTheChildAndWritesItsLimit() throws IOException {
        Path group = v1Group("jobs/abc");
        Path child =
                MemoryCgroup.create(new MemoryCgroup.Parent(group, MemoryCgroup.Version.V1), "pg-bench", 48L << 20);
        assertThat(child).isEqualTo(group.resolve("pg-bench"));
        assertThat(Files.readString(child.resolve("memory.limit_in_bytes"))).isEqualTo("50331648");
    }

    @Test
    void createOnV2EnablesTheControllerForChildrenAndWritesMemoryMax() throws IOException {
        Path group = Files.createDirectories(root.resolve("job"));
        Path child = MemoryCgroup.create(new MemoryCgroup.Parent(group, MemoryCgroup.Version.V2), "db", 1 << 20);
        assertThat(Files.readString(group.resolve("cgroup.subtree_control"))).isEqualTo("+memory");
        assertThat(Files.readString(child.resolve("memory.max"))).isEqualTo("1048576");
    }

    @Test
    void createFailsWithTheDirectoryWhenTheGroupCannotBeMade() throws IOException {
        Path group = v1Group("jobs/abc");
        Files.createDirectory(group.resolve("taken"));
        assertThatIllegalStateException()
                .isThrownBy(() ->
                        MemoryCgroup.create(new MemoryCgroup.Parent(group, MemoryCgroup.Version.V1), "taken", 1024))
                .withMessageContaining(group.resolve("taken").toString());
        assertThatIllegalArgumentException()
                .isThrownBy(() ->
                        MemoryCgroup.create(new MemoryCgroup.Parent(group, MemoryCgroup.Version.V1), "../up", 1024))
                .withMessageContaining("'../up'");
    }

    @Test
    void aV2ParentThatCannotHandTheControllerDownMakesNoGroup() throws IOException {
        Path group = Files.createDirectories(root.resolve("job"));
        // cgroup.subtree_control cannot be written (here: it is a directory; on a real v2 tree, e.g., because
        // processes live in the parent group)
        Files.createDirectories(group.resolve("cgroup.subtree_control"));
        assertThatIllegalStateException()
                .isThrownBy(
                        () -> MemoryCgroup.create(new MemoryCgroup.Parent(group, MemoryCgroup.Version.V2), "db", 1024))
                .withMessageContaining(group.resolve("db").toString());
        assertThat(group.resolve("db")).doesNotExist();
    }

    @Test
    void sizesUseBinaryUnitsLikeTheServerSettings() {
        assertThat(MemoryCgroup.parseSize("65536")).isEqualTo(65536);
        assertThat(MemoryCgroup.parseSize("512kB")).isEqualTo(512 * 1024);
        assertThat(MemoryCgroup.parseSize("48MB")).isEqualTo(48L << 20);
        assertThat(MemoryCgroup.parseSize("48m")).isEqualTo(48L << 20);
        assertThat(MemoryCgroup.parseSize("2G")).isEqualTo(2L << 30);
        assertThat(MemoryCgroup.parseSize("1TiB")).isEqualTo(1L << 40);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MemoryCgroup.parseSize("48 megs"))
                .withMessage("size '48 megs': a number of bytes, or with a unit k, M, G or T (e.g. 48MB)");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MemoryCgroup.parseSize("99999999999T"))
                .withMessageContaining("too large");
    }

    @Test
    void statsReadTheV1CountersAndDeltaSubtractsOnlyTheGrowingOnes() throws IOException {
        Path group = v1Group("g");
        Files.writeString(group.resolve("memory.usage_in_bytes"), "1000\n");
        Files.writeString(group.resolve("memory.max_usage_in_bytes"), "2000\n");
        Files.writeString(group.resolve("memory.failcnt"), "5\n");
        Files.writeString(group.resolve("memory.stat"), "cache 300\nrss 700\npgpgin 40\npgmajfault 2\nswap 0\n");
        Map<String, Long> before = MemoryCgroup.stats(group);
        assertThat(before)
                .containsEntry("limitBytes", 4096L)
                .containsEntry("usageBytes", 1000L)
                .containsEntry("cache", 300L)
                .containsEntry("pgpgin", 40L)
                .doesNotContainKey("swap");
        Files.writeString(group.resolve("memory.stat"), "cache 350\nrss 650\npgpgin 100\npgmajfault 2\n");
        Files.writeString(group.resolve("memory.failcnt"), "9\n");
        assertThat(MemoryCgroup.delta(before, MemoryCgroup.stats(group)))
                .containsEntry("pgpgin", 60L)
                .containsEntry("failcnt", 4L)
                .containsEntry("cache", 350L)
                .containsEntry("limitBytes", 4096L);
    }

    @Test
    void diskReadsAreSummedOverTheProcessesOfTheGroup() throws IOException {
        Path group = v1Group("g");
        Files.writeString(group.resolve("memory.usage_in_bytes"), "1\n");
        Files.writeString(group.resolve("memory.max_usage_in_bytes"), "1\n");
        Files.writeString(group.resolve("memory.failcnt"), "0\n");
        Files.writeString(group.resolve("memory.stat"), "cache 0\n");
        Files.writeString(group.resolve("cgroup.procs"), "10\n11\n12\n");
        Path proc = root.resolve("proc");
        Files.createDirectories(proc.resolve("10"));
        Files.writeString(proc.resolve("10/io"), "rchar: 999\nread_bytes: 4096\nwrite_bytes: 8192\n");
        Files.createDirectories(proc.resolve("11"));
        Files.writeString(proc.resolve("11/io"), "read_bytes: 16384\n");
        // 12 has ended: not counted
        assertThat(MemoryCgroup.stats(group, proc)).containsEntry("diskReadBytes", 20480L);
    }

    @Test
    void theBenchmarkRecordsWhyThereIsNoCgroup() {
        assertThat(MemoryCgroup.describe(Map.of())).isNull();
        assertThat(MemoryCgroup.describe(Map.of("cgroup-unavailable", "no memory cgroup controller")))
                .containsEntry("available", false)
                .containsEntry("reason", "no memory cgroup controller")
                .containsKey("caveat");
    }

    private Path v1Group(String path) throws IOException {
        Path group = Files.createDirectories(root.resolve("memory").resolve(path));
        Files.writeString(group.resolve("memory.limit_in_bytes"), "4096\n");
        return group;
    }
}
