package dev.objectid.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps the user guide honest: a code block in {@code docs/*.md} or {@code README.md} that follows a marker
 * <pre>{@code <!-- snippet: path/to/File.java#name -->}</pre>
 * must be exactly the lines between {@code // tag::name[]} and {@code // end::name[]} in that file (indentation
 * removed; in XML {@code <!-- tag::name[] -->}, in SQL {@code -- tag::name[]}, in YAML {@code # tag::name[]}). Those
 * files are tests or main code, or the build files of projects, that the build compiles and runs, so the guide shows
 * code that works.
 * A snippet of a golden file ({@code #whole}) must equal the whole file.
 *
 * <p>After changing the sources, {@code mvn -pl tests/docs-tests test -Dobjectid.updateDocs=true} rewrites every snippet from its
 * source (and then checks them).
 */
class DocumentationSnippetsTest {

    private static final Path ROOT =
            Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();
    private static final Pattern MARKER = Pattern.compile(
            "<!-- snippet: (\\S+?)#(\\S+) -->\\R```[a-z]*\\R(.*?)^```", Pattern.DOTALL | Pattern.MULTILINE);

    @TestFactory
    Stream<DynamicTest> everySnippetMatchesItsSource() throws IOException {
        if (Boolean.getBoolean("objectid.updateDocs")) {
            for (Path page : pages()) {
                rewrite(page);
            }
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (Path page : pages()) {
            String text = Files.readString(page);
            Matcher marker = MARKER.matcher(text);
            while (marker.find()) {
                String source = marker.group(1);
                String name = marker.group(2);
                String shown = marker.group(3);
                tests.add(DynamicTest.dynamicTest(
                        ROOT.relativize(page) + " <- " + source + "#" + name,
                        () -> assertThat(shown).isEqualTo(region(ROOT.resolve(source), name))));
            }
        }
        return tests.stream();
    }

    @Test
    void theGuideHasSnippetsAndEveryMarkerIsFollowedByACodeBlock() throws IOException {
        int markers = 0;
        int matched = 0;
        for (Path page : pages()) {
            String text = Files.readString(page);
            markers += count(text, Pattern.compile("<!-- snippet: "));
            matched += count(text, MARKER);
        }
        assertThat(matched)
                .as("markers not directly followed by a fenced code block")
                .isEqualTo(markers);
        assertThat(matched).isPositive();
    }

    private static void rewrite(Path page) throws IOException {
        String text = Files.readString(page);
        Matcher marker = MARKER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (marker.find()) {
            String fresh = region(ROOT.resolve(marker.group(1)), marker.group(2));
            String block = text.substring(marker.start(), marker.start(3)) + fresh + "```";
            marker.appendReplacement(out, Matcher.quoteReplacement(block));
        }
        marker.appendTail(out);
        if (!out.toString().equals(text)) {
            Files.writeString(page, out.toString());
        }
    }

    static String region(Path file, String name) throws IOException {
        List<String> lines = Files.readAllLines(file);
        if (name.equals("whole")) {
            return String.join("\n", lines) + "\n";
        }
        int start = -1;
        int end = -1;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.endsWith("-->")) {
                line = line.substring(0, line.length() - 3).strip();
            }
            if (line.endsWith("tag::" + name + "[]")) {
                start = i + 1;
            } else if (line.endsWith("end::" + name + "[]")) {
                end = i;
            }
        }
        if (start < 0 || end < start) {
            throw new AssertionError("no region tag::" + name + "[] .. end::" + name + "[] in " + file);
        }
        List<String> region = lines.subList(start, end);
        int indent = region.stream()
                .filter(l -> !l.isBlank())
                .mapToInt(l -> l.length() - l.stripLeading().length())
                .min()
                .orElse(0);
        StringBuilder out = new StringBuilder();
        for (String line : region) {
            out.append(line.isBlank() ? "" : line.substring(indent)).append('\n');
        }
        return out.toString();
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(ROOT.resolve("README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages.stream().filter(Files::exists).toList();
    }

    private static int count(String text, Pattern pattern) {
        Matcher matcher = pattern.matcher(text);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }
}
