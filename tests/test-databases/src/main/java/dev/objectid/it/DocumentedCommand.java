package dev.objectid.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A command line the documentation shows, kept in a text file between {@code # tag::<name>[]} and
 * {@code # end::<name>[]} (docs-tests checks that the page shows exactly those lines), so a test runs what a user
 * copies. A line ending in {@code \} goes on, as in a shell.
 */
public final class DocumentedCommand {

    private DocumentedCommand() {}

    /**
     * The words of the command {@code name} in {@code file}, as a shell splits them (no quotes), with this JVM's
     * {@code java} and {@code jar} for {@code java -jar objectid-cli.jar}.
     */
    public static List<String> read(Path file, String name, Path jar) throws IOException {
        List<String> lines = Files.readAllLines(file);
        int start = lines.indexOf("# tag::" + name + "[]");
        int end = lines.indexOf("# end::" + name + "[]");
        if (start < 0 || end < start) {
            throw new IllegalArgumentException(file + " has no command " + name);
        }
        String text = String.join(" ", lines.subList(start + 1, end))
                .replace("\\", " ")
                .strip();
        List<String> words = new ArrayList<>(Arrays.asList(text.split("\\s+")));
        if (words.size() < 3 || !words.subList(0, 3).equals(List.of("java", "-jar", "objectid-cli.jar"))) {
            throw new IllegalArgumentException(file + "#" + name + " is not java -jar objectid-cli.jar ...: " + text);
        }
        words.set(0, Path.of(System.getProperty("java.home"), "bin", "java").toString());
        words.set(2, jar.toAbsolutePath().toString());
        return words;
    }
}
