package dev.objectid.benchmarks.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the sections fill and the template reads. The template knows four forms:
 * <ul>
 *   <li>{@code {{name}}}: the value a section {@link #put put} under that name; a name nobody filled is an error;</li>
 *   <li>{@code {{#name}}...{{/name}}}: kept when {@code name} was filled (a section marks itself with
 *       {@link #measured(String)}), dropped otherwise;</li>
 *   <li>{@code {{^name}}...{{/name}}}: the opposite, e.g. "Not measured in this run.";</li>
 *   <li>{@code {{! ... !}}}: a comment for the template's readers, not copied.</li>
 * </ul>
 */
final class Page {

    private static final Pattern COMMENT = Pattern.compile("\\{\\{!.*?!}}\\n?", Pattern.DOTALL);
    /** A block whose body holds no other block. */
    private static final Pattern BLOCK = Pattern.compile(
            "\\{\\{([#^])([\\w.-]+)}}\\n?((?:(?!\\{\\{[#^]).)*?)\\{\\{/\\2}}(\\n?)", Pattern.DOTALL);
    private static final Pattern VALUE = Pattern.compile("\\{\\{([\\w.-]+)}}");

    private final Map<String, String> values = new LinkedHashMap<>();
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
        String text = COMMENT.matcher(template).replaceAll("");
        // innermost blocks first (their bodies hold no block), until none is left
        for (Matcher block = BLOCK.matcher(text); block.find(); block = BLOCK.matcher(text)) {
            // a block on lines of its own leaves no line behind; one inside a line keeps the line's end
            text = block.replaceAll(m -> Matcher.quoteReplacement(has(m.group(2)) != m.group(1).equals("#") ? ""
                    : m.group(3).endsWith("\n") ? m.group(3) : m.group(3) + m.group(4)));
        }
        Matcher value = VALUE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (value.find()) {
            String name = value.group(1);
            if (!values.containsKey(name)) {
                throw new IllegalStateException("The template names {{" + name + "}}, but no section filled it; "
                        + "filled: " + values.keySet());
            }
            value.appendReplacement(out, Matcher.quoteReplacement(values.get(name)));
        }
        value.appendTail(out);
        // a dropped block leaves its blank lines behind
        return out.toString().replaceAll("\\n{3,}", "\n\n").strip() + "\n";
    }
}
