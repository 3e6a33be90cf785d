package dev.objectid.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The template forms: values, kept and dropped blocks (nested too), comments, and a name nobody filled. */
class PageTest {

    private final Page page = new Page(Path.of("images"));

    @Test
    void valuesAndBlocksAreFilledAndCommentsDropped() {
        page.measured("a").put("a.n", 3);
        String text = page.render("""
                {{! how to use
                    this template !}}
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
        assertThatIllegalStateException().isThrownBy(() -> page.render("{{a.n}} {{a.m}}"))
                .withMessageContaining("{{a.m}}").withMessageContaining("a.n");
    }
}
