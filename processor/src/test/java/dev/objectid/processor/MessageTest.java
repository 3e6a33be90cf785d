package dev.objectid.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.processor.model.Message;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The ids of the diagnostics: one each, in order, and at the start of every text printed. */
class MessageTest {

    @Test
    void everyDiagnosticHasItsOwnIdInOrder() {
        assertThat(Arrays.stream(Message.values()).map(Message::id))
                .doesNotHaveDuplicates()
                .allMatch(id -> id.matches("OBJECTID-P\\d{3}"))
                .isSorted();
    }

    @Test
    void theTextStartsWithTheIdInBrackets() {
        assertThat(Message.BAD_ENTITY_PATTERNS.format("objectid.helpers.entities", "", "names no entity"))
                .startsWith("[OBJECTID-P017] -Aobjectid.helpers.entities= names no entity. Accepted:");
        assertThat(Message.internalFailure(null, "this compilation", new IllegalStateException("x"))
                        .text())
                .startsWith("[OBJECTID-P023] objectid-processor failed on this compilation: ");
    }
}
