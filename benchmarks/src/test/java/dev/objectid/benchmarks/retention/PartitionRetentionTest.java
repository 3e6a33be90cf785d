package dev.objectid.benchmarks.retention;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

/** The command line of the benchmark; the measurement itself needs a server and runs through run.sh. */
class PartitionRetentionTest {

    @Test
    void optionsAreNameValuePairs() {
        assertThat(PartitionRetention.options(new String[] {"--database", "mariadb", "--rows", "50000", "--out",
            "r.json"})).containsEntry("database", "mariadb").containsEntry("rows", "50000")
                .containsEntry("out", "r.json");
    }

    @Test
    void unknownOptionsAndMissingValuesAreRefused() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> PartitionRetention.options(new String[] {"--databse", "mariadb"}))
                .withMessage("unknown argument '--databse'");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> PartitionRetention.options(new String[] {"--rows"}))
                .withMessage("--rows needs a value");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> PartitionRetention.options(new String[] {"mariadb"}))
                .withMessage("unknown argument 'mariadb'");
    }
}
