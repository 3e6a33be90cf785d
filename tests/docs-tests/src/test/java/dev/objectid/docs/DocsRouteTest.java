package dev.objectid.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The two maps of the project lead somewhere real: every relative link of the guide's pages ({@code README.md},
 * {@code docs/*.md}, {@code tests/README.md}) names a file that exists and, after {@code #}, a heading of that page as
 * GitHub anchors it; every test class {@code tests/README.md} names exists, in the module its row names.
 */
class DocsRouteTest {

    private static final Path ROOT =
            Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();
    /** A Markdown link or image whose target is not a URL with a scheme: {@code [text](path#anchor)}. */
    private static final Pattern LINK = Pattern.compile("\\]\\((?![a-z][a-z0-9+.-]*:)([^)\\s]*)\\)");

    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$");
    private static final Pattern FENCE = Pattern.compile("^\\s*```");
    private static final Pattern TEST_CLASS = Pattern.compile("`([A-Z][A-Za-z0-9]*(?:Test|IT))`");
    /** A row of the behaviour table: {@code | behaviour | `module` | `ATest`, `BTest` |}. */
    private static final Pattern ROW = Pattern.compile("^\\|[^|]*\\| `([^`]+)` \\|([^|]*)\\|$", Pattern.MULTILINE);

    @Test
    void theRoutePagesExist() {
        assertThat(ROOT.resolve("docs/README.md")).isRegularFile();
        assertThat(ROOT.resolve("tests/README.md")).isRegularFile();
    }

    @Test
    void everyRelativeLinkNamesAFileAndAHeadingThatExist() throws IOException {
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path page : pages()) {
            Matcher link = LINK.matcher(withoutCode(Files.readString(page)));
            while (link.find()) {
                links++;
                String target = link.group(1);
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path linked =
                        file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                String where = ROOT.relativize(page) + " -> " + target;
                if (!Files.exists(linked)) {
                    broken.add(where + ": no such file");
                } else if (hash >= 0
                        && linked.toString().endsWith(".md")
                        && !anchors.computeIfAbsent(linked, DocsRouteTest::anchorsOf)
                                .contains(target.substring(hash + 1))) {
                    broken.add(where + ": no such heading");
                }
            }
        }
        assertThat(broken).as("links to pages or headings that do not exist").isEmpty();
        assertThat(links).isPositive();
    }

    @Test
    void everyTestClassTheTestMapNamesExistsInItsModule() throws IOException {
        String map = Files.readString(ROOT.resolve("tests/README.md"));
        Set<String> everywhere = testClassesUnder(ROOT);
        List<String> missing = new ArrayList<>();
        int rows = 0;
        for (String line : map.split("\n")) {
            Matcher row = ROW.matcher(line);
            String module = row.matches() ? row.group(1) : null;
            Set<String> here = module == null ? everywhere : testClassesUnder(ROOT.resolve(module));
            rows += module == null ? 0 : 1;
            Matcher named = TEST_CLASS.matcher(line);
            while (named.find()) {
                if (!here.contains(named.group(1))) {
                    missing.add(named.group(1) + (module == null ? "" : " in " + module));
                }
            }
        }
        assertThat(missing)
                .as("test classes tests/README.md names that are not there")
                .isEmpty();
        assertThat(rows).isGreaterThan(10);
    }

    /** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
    private static Set<String> anchorsOf(Path page) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        try {
            for (String line : withoutCode(Files.readString(page)).split("\n")) {
                Matcher heading = HEADING.matcher(line);
                if (heading.matches()) {
                    String slug = heading.group(1)
                            .strip()
                            .toLowerCase(Locale.ROOT)
                            .replaceAll("[^\\p{L}\\p{N} _-]", "")
                            .replace(' ', '-');
                    int repeat = seen.merge(slug, 1, Integer::sum) - 1;
                    anchors.add(repeat == 0 ? slug : slug + "-" + repeat);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return anchors;
    }

    /** The text with the lines of fenced code blocks blanked, so a {@code #} comment in a block is no heading. */
    private static String withoutCode(String text) {
        StringBuilder out = new StringBuilder();
        boolean inBlock = false;
        for (String line : text.split("\n", -1)) {
            if (FENCE.matcher(line).find()) {
                inBlock = !inBlock;
                out.append('\n');
            } else {
                out.append(inBlock ? "" : line).append('\n');
            }
        }
        return out.toString();
    }

    private static Set<String> testClassesUnder(Path dir) throws IOException {
        Set<String> classes = new HashSet<>();
        if (!Files.isDirectory(dir)) {
            return classes;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.filter(p ->
                            p.toString().contains("/src/test/") && !p.toString().contains("/target/"))
                    .map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith(".java") || name.endsWith(".kt"))
                    .forEach(name -> classes.add(name.substring(0, name.lastIndexOf('.'))));
        }
        return classes;
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(ROOT.resolve("README.md"));
        pages.add(ROOT.resolve("tests/README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages.stream().filter(Files::exists).toList();
    }
}
