package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A mapping file that names what the import does not load is refused, naming the entry, before anything is read. */
class ImportMappingTest {

    @TempDir
    Path folder;

    private InMemoryH2 target;

    @BeforeEach
    void table() throws Exception {
        target =
                new InMemoryH2("import-mapping", "create table orders (id binary(12) primary key, status varchar(10))");
    }

    @AfterEach
    void drop() throws Exception {
        target.close();
    }

    private long rows() throws Exception {
        try (Statement statement = target.connection.createStatement();
                ResultSet count = statement.executeQuery("select count(*) from orders")) {
            count.next();
            return count.getLong(1);
        }
    }

    @Test
    void anEntryForACollectionNotImportedIsATypoAndRefused() throws Exception {
        Path export = Files.writeString(
                folder.resolve("orders.json"),
                "{\"_id\":{\"$oid\":\"65a1f0c0e4b0a1b2c3d4e5f6\"},\"status\":\"NEW\"}\n");
        Path mapping =
                Files.writeString(folder.resolve("mapping.json"), "{\"ordres\": {\"fields\": {\"status\": null}}}");
        Cli cli = new Cli();

        int status = cli.run("import", "--url", target.url, "--mapping", mapping.toString(), export.toString());

        assertThat(status).as(cli.err()).isEqualTo(1);
        assertThat(cli.err())
                .contains(mapping + ": ordres names no collection this import loads")
                .contains("this import loads orders (orders.json)");
        assertThat(rows()).isZero();
    }

    @Test
    void anEntryForEachCollectionImportedIsTaken() throws Exception {
        Path export = Files.writeString(
                folder.resolve("orders.json"), "{\"_id\":{\"$oid\":\"65a1f0c0e4b0a1b2c3d4e5f6\"},\"legacy\":1}\n");
        Path mapping =
                Files.writeString(folder.resolve("mapping.json"), "{\"orders\": {\"fields\": {\"legacy\": null}}}");
        Cli cli = new Cli();

        int status = cli.run("import", "--url", target.url, "--mapping", mapping.toString(), export.toString());

        assertThat(status).as(cli.err()).isZero();
        assertThat(rows()).isEqualTo(1);
    }
}
