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
import org.junit.jupiter.api.Test;

/**
 * Every {@code seed} and {@code import} command line the guide shows runs on the files it names: it must be a
 * snippet of a {@code seed-commands.txt} or {@code import-commands.txt}, a file of commands the end-to-end tests run
 * as written, from the folder of the files the commands name ({@code tests/petclinic-tests},
 * {@code tests/processor-end-to-end-tests}, {@code tests/migration-tests}), and the snippet checker keeps page and
 * file equal.
 */
class DocumentedCommandsTest {

    private static final Path ROOT =
            Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();
    private static final Pattern COMMANDS_SNIPPET = Pattern.compile(
            "<!-- snippet: \\S+/[a-z]+-commands\\.txt#\\S+ -->\\R```[a-z]*\\R(.*?)^```",
            Pattern.DOTALL | Pattern.MULTILINE);
    private static final Pattern COMMAND = Pattern.compile("objectid-cli\\.jar (seed|import) ");

    @Test
    void everySeedAndImportCommandInTheGuideIsOneTheTestsRun() throws IOException {
        List<String> untested = new ArrayList<>();
        int tested = 0;
        for (Path page : pages()) {
            String text = Files.readString(page);
            List<int[]> snippets = new ArrayList<>();
            Matcher snippet = COMMANDS_SNIPPET.matcher(text);
            while (snippet.find()) {
                snippets.add(new int[] {snippet.start(1), snippet.end(1)});
            }
            Matcher command = COMMAND.matcher(text);
            while (command.find()) {
                int at = command.start();
                if (snippets.stream().anyMatch(range -> range[0] <= at && at < range[1])) {
                    tested++;
                } else {
                    int line = (int) text.substring(0, at)
                                    .chars()
                                    .filter(c -> c == '\n')
                                    .count()
                            + 1;
                    untested.add(ROOT.relativize(page) + ":" + line);
                }
            }
        }
        assertThat(untested)
                .as("seed and import commands that are not snippets of a *-commands.txt the tests run")
                .isEmpty();
        assertThat(tested).isPositive();
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(ROOT.resolve("README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages.stream().filter(Files::exists).toList();
    }
}
