package dev.objectid.cli.importer.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RowLinesTest {

    @Test
    void findsTheLineOfEveryRowWhateverOrderTheThreadsSentThemIn() {
        // two threads' rows: lines 1-3 and 1001-1002 interleaved, an array's rows repeating a line
        long[] sent = {1, 2, 2, 2, 1001, 1002, 3, 5_000_000_000L, 4};
        try (RowLines lines = new RowLines()) {
            for (long line : sent) {
                lines.add(line);
            }

            assertThat(lines.rows()).isEqualTo(sent.length);
            assertThat(lines.first()).isEqualTo(1);
            assertThat(lines.last()).isEqualTo(4);
            for (int row = 1; row <= sent.length; row++) {
                assertThat(lines.line(row)).as("row " + row).isEqualTo(sent[row - 1]);
            }
            assertThat(lines.line(0)).isEqualTo(-1);
            assertThat(lines.line(sent.length + 1)).isEqualTo(-1);
        }
    }
}
