package dev.objectid.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The command line of the benchmarks; the measurements themselves need servers and run through run.sh. */
class CommandLineTest {

    private static final Set<String> OPTIONS = Set.of("database", "rows", "out");
    private static final Set<String> FLAGS = Set.of("query");

    @Test
    void optionsAreNameValuePairs() {
        assertThat(CommandLine.parse(
                        new String[] {"--database", "mariadb", "--rows", "50000", "--out", "r.json"}, OPTIONS, FLAGS))
                .containsEntry("database", "mariadb")
                .containsEntry("rows", "50000")
                .containsEntry("out", "r.json");
    }

    @Test
    void flagsTakeNoValue() {
        assertThat(CommandLine.parse(new String[] {"--query", "--rows", "10"}, OPTIONS, FLAGS))
                .containsOnly(Map.entry("query", "true"), Map.entry("rows", "10"));
    }

    @Test
    void unknownOptionsAndMissingValuesAreRefused() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> CommandLine.parse(new String[] {"--databse", "mariadb"}, OPTIONS, FLAGS))
                .withMessage("unknown argument '--databse'");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> CommandLine.parse(new String[] {"--rows"}, OPTIONS, FLAGS))
                .withMessage("--rows needs a value");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> CommandLine.parse(new String[] {"--rows", "--query"}, OPTIONS, FLAGS))
                .withMessage("--rows needs a value");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> CommandLine.parse(new String[] {"mariadb"}, OPTIONS, FLAGS))
                .withMessage("unknown argument 'mariadb'");
    }

    @Test
    void integersAndRequiredOptions() {
        Map<String, String> options = Map.of("rows", "1_000_000");

        assertThat(CommandLine.intOption(options, "rows", 5)).isEqualTo(1_000_000);
        assertThat(CommandLine.intOption(options, "rounds", 3)).isEqualTo(3);
        assertThat(CommandLine.required(options, "rows")).isEqualTo("1_000_000");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> CommandLine.required(options, "out"))
                .withMessage("--out is required");
    }
}
