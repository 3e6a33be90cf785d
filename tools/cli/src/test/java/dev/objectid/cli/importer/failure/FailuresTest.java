package dev.objectid.cli.importer.failure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FailuresTest {

    @Test
    void theFirstLineThatFailedIsToldWhicheverWasFoundFirst() {
        Failures failures = new Failures();
        assertThat(failures.any()).isFalse();
        assertThat(failures.first()).isNull();

        failures.add(ImportFailure.atLine(9_000, "late"));
        failures.add(new ImportFailure("about no line"));
        failures.add(ImportFailure.atLine(40, "early"));
        failures.add(ImportFailure.atLine(700, "between"));

        assertThat(failures.any()).isTrue();
        assertThat(failures.first()).hasMessage("early");
    }

    @Test
    void aFailureAboutNoLineIsToldWhenNoneIsAboutALine() {
        Failures failures = new Failures();
        IllegalStateException fault = new IllegalStateException("the tool's own fault");

        failures.add(fault);

        assertThat(failures.first()).isSameAs(fault);
    }

    @Test
    void blocksBeforeTheFirstLineThatFailedAreStillConverted() {
        Failures failures = new Failures();
        assertThat(failures.after(1)).isFalse();

        failures.add(ImportFailure.atLine(5_000, "late"));
        failures.add(ImportFailure.atLine(3_000, "early"));

        assertThat(failures.after(1)).as("a block before it").isFalse();
        assertThat(failures.after(3_000)).as("the block it is in").isFalse();
        assertThat(failures.after(3_001)).as("a block after it").isTrue();
    }

    @Test
    void aFailureAboutNoLineStopsEveryBlock() {
        Failures failures = new Failures();

        failures.add(new ImportFailure("the database refused the rows"));

        assertThat(failures.after(1)).isTrue();
    }
}
