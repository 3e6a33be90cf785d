package dev.objectid.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** How the page fills the template: blocks on what was measured, and a name nobody filled. */
class PageTest {

    private final Page page = new Page(Path.of("images"));

    @Test
    void blocksAreKeptForWhatWasMeasuredAndCommentsDropped() {
        page.measured("a").put("a.n", 3);
        String text = page.render("""
                {{! how to use this template }}
                # T
                {{#a}}
                a ran: {{a.n}}{{#b}}, b ran{{/b}}{{^b}}, b did not{{/b}}.
                {{/a}}
                {{^a}}Not measured.{{/a}}

                {{#b}}
                b: {{b.n}}
                {{/b}}


                end
                """);

        assertThat(text).isEqualTo("# T\na ran: 3, b did not.\n\nend\n");
    }

    @Test
    void aPlaceholderNobodyFilledIsAnErrorNamingIt() {
        page.put("a.n", 1);
        assertThatThrownBy(() -> page.render("{{a.n}} {{a.m}}")).hasMessageContaining("on line 1");
    }
}
