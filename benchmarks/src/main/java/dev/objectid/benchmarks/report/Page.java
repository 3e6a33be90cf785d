package dev.objectid.benchmarks.report;

import com.samskivert.mustache.Mustache;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the sections fill and the Mustache template ({@code performance.md.template}, rendered by JMustache) reads:
 * values by name, {@code {{#name}}} blocks kept when a section marked {@code name} as {@link #measured measured},
 * and the targets' {@link Verdict}s. A name the template uses and no section filled stops the report.
 */
final class Page {

    private final Map<String, Object> values = new LinkedHashMap<>();
    private final List<Verdict> verdicts = new ArrayList<>();
    private final Path images;

    Page(Path images) {
        this.images = images;
    }

    /** Where the charts go; the template links them as {@code images/<file>}. */
    Path images() {
        return images;
    }

    Page put(String name, Object value) {
        values.put(name, String.valueOf(value));
        return this;
    }

    /** Marks {@code name} as measured, so that {@code {{#name}}} blocks are kept. */
    Page measured(String name) {
        return put(name, "");
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    Page verdict(Verdict verdict) {
        verdicts.add(verdict);
        return this;
    }

    List<Verdict> verdicts() {
        return List.copyOf(verdicts);
    }

    String render(String template) {
        String text = Mustache.compiler().escapeHTML(false).compile(template).execute(values);
        // a dropped block leaves its blank lines behind
        return text.replaceAll("\\n{3,}", "\n\n").strip() + "\n";
    }
}
