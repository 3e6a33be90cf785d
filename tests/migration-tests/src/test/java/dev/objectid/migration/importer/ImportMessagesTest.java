package dev.objectid.migration.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an import that fails on MariaDB prints: the tool's own message, readable whatever bytes a key holds, and none
 * of the driver's log lines unless {@code --verbose} asks for them.
 */
class ImportMessagesTest {

    @TempDir
    Path folder;

    private ImportTarget target;

    @BeforeEach
    void mariaDb() {
        target = ImportTarget.create(folder);
        assumeTrue(target.name().equals("mariadb"), "MariaDB's own messages and driver");
        target.recreateTables();
    }

    @Test
    void aRepeatedKeyWithZeroBytesIsShownInHexadecimalWithItsLines() throws Exception {
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            statement.execute("create table things (id varbinary(16) not null primary key, n integer not null)");
        }
        String id = "{\"$binary\":{\"base64\":\"AAAAAAAAAAAAAAAAAAAAAQ==\",\"subType\":\"00\"}}";
        Path export = Files.writeString(
                folder.resolve("things.json"), "{\"_id\":" + id + ",\"n\":1}\n{\"_id\":" + id + ",\"n\":2}\n");

        CliProcess.Result result = CliProcess.run(target.importArgs(export.toString()));

        assertThat(result.status()).isEqualTo(1);
        assertThat(result.err())
                .contains("Duplicate entry 00000000000000000000000000000001 (in hexadecimal) for key 'PRIMARY'"
                        + " (lines 1 and 2 of things.json)")
                .doesNotContain("\\x00");
    }

    private CliProcess.Result wrongPassword(String... more) throws Exception {
        Path export = Files.writeString(
                folder.resolve("customers.json"), "{\"_id\":{\"$oid\":\"65a1f0c0e4b0a1b2c3d4e5f6\"}}\n");
        List<String> args = new ArrayList<>(
                List.of("import", "--url", target.url(), "--user", target.user(), "--password", "not-the-password"));
        args.addAll(List.of(more));
        args.add(export.toString());
        return CliProcess.run(args);
    }

    @Test
    void theDriversLogIsQuietUnlessAskedFor() throws Exception {
        CliProcess.Result quiet = wrongPassword();

        assertThat(quiet.status()).isEqualTo(1);
        assertThat(quiet.err())
                .startsWith("objectid import: cannot connect to ")
                .doesNotContain("WARN");

        CliProcess.Result verbose = wrongPassword("--verbose");

        assertThat(verbose.status()).isEqualTo(1);
        assertThat(verbose.err()).contains("Access denied").containsIgnoringCase("warn");
    }
}
