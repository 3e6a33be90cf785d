package dev.objectid.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The table of docs/processor-diagnostics.md lists exactly the diagnostics of objectid-processor's {@code Message}
 * enum, in its order, each with its kind: a diagnostic added, removed or turned from error to warning fails here until
 * the page says the same. The enum is read from its source, as the page is, so this module depends on no processor.
 */
class ProcessorDiagnosticsTest {

    private static final Path ROOT =
            Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();
    /** An enum constant: {@code TYPED_ID_COLLISION(1, ERROR, "...} at the start of a line, its arguments on it or not. */
    private static final Pattern CONSTANT = Pattern.compile("(?m)^ {4}[A-Z][A-Z_]*\\(\\s*(\\d+),\\s*(ERROR|WARNING),");
    /** A row of the table: {@code | `OBJECTID-P001` | error | ...}. */
    private static final Pattern ROW = Pattern.compile("(?m)^\\| `(OBJECTID-P\\d{3})` \\| (error|warning) \\|");

    @Test
    void thePageListsEveryIdOfTheEnumWithItsKind() throws IOException {
        Map<String, String> enumIds = new LinkedHashMap<>();
        Matcher constant = CONSTANT.matcher(read("processor/src/main/java/dev/objectid/processor/model/Message.java"));
        while (constant.find()) {
            enumIds.put(
                    String.format("OBJECTID-P%03d", Integer.parseInt(constant.group(1))),
                    constant.group(2).toLowerCase(java.util.Locale.ROOT));
        }
        Map<String, String> pageIds = new LinkedHashMap<>();
        Matcher row = ROW.matcher(read("docs/processor-diagnostics.md"));
        while (row.find()) {
            assertThat(pageIds.put(row.group(1), row.group(2)))
                    .as("%s listed twice", row.group(1))
                    .isNull();
        }

        assertThat(enumIds).as("the diagnostics of Message.java").hasSizeGreaterThan(20);
        assertThat(pageIds).as("the table of docs/processor-diagnostics.md").containsExactlyEntriesOf(enumIds);
    }

    @Test
    void theCompileErrorsOfTheTypedIdsPageLinkToIt() throws IOException {
        assertThat(read("docs/typed-ids.md")).contains("(processor-diagnostics.md)");
    }

    private static String read(String path) throws IOException {
        return Files.readString(ROOT.resolve(path));
    }
}
