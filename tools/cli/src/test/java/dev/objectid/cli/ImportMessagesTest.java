package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** An input that trips the tool inside a library is told in one line naming the file and line, never a stack trace. */
class ImportMessagesTest {

    @TempDir
    Path folder;

    private InMemoryH2 target;

    @BeforeEach
    void table() throws Exception {
        target = new InMemoryH2(
                "import-messages", "create table prices (id binary(12) primary key, amount decimal(10, 2))");
    }

    @AfterEach
    void drop() throws Exception {
        target.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"1E+2147483647", "1E-2147483647"})
    void aNumberBeyondWhatTheToolComputesIsOneLineNamingItsLine(String decimal) throws Exception {
        Path export = Files.writeString(
                folder.resolve("prices.json"),
                "{\"_id\":{\"$oid\":\"65a1f0c0e4b0a1b2c3d4e5f5\"},\"amount\":1}\n"
                        + "{\"_id\":{\"$oid\":\"65a1f0c0e4b0a1b2c3d4e5f6\"},\"amount\":{\"$numberDecimal\":\"" + decimal
                        + "\"}}\n");
        Cli cli = new Cli();

        int status = cli.run("import", "--url", target.url, export.toString());

        assertThat(status).as(cli.err()).isEqualTo(1);
        assertThat(cli.err())
                .contains("prices.json line 2")
                .contains("nothing was loaded")
                .doesNotContain("\tat ")
                .doesNotContain("Caused by");
        assertThat(cli.err().lines()).hasSizeLessThanOrEqualTo(3);
    }

    @Test
    void aUrlOfADriverNotInsideNamesTheOnesThatAre() throws Exception {
        Path export =
                Files.writeString(folder.resolve("prices.json"), "{\"_id\":{\"$oid\":\"65a1f0c0e4b0a1b2c3d4e5f5\"}}\n");
        Cli cli = new Cli();

        int status = cli.run("import", "--url", "jdbc:derby:memory:shop", export.toString());

        assertThat(status).as(cli.err()).isEqualTo(1);
        assertThat(cli.err())
                .contains("cannot connect to jdbc:derby:memory:shop")
                .contains("the drivers inside are PostgreSQL (jdbc:postgresql:), MariaDB and MySQL (jdbc:mariadb:,"
                        + " jdbc:mysql:) and H2 (jdbc:h2:)")
                .doesNotContain("\tat ");
    }
}
