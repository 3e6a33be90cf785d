package dev.objectid.cli.importer.read;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * Finds the lines of an export file that hold a value, to name them when the database reports the value alone (a
 * reference to a missing row, a repeated key). Used only when an import has already failed, so it reads the file
 * again rather than remember every line.
 */
public final class LineFinder {

    private LineFinder() {}

    /** The first {@code limit} lines that hold {@code text}, in any case. */
    public static List<Long> lines(Path file, String text, int limit) {
        List<Long> found = new ArrayList<>();
        String wanted = text.toLowerCase(Locale.ROOT);
        try (InputStream raw = Files.newInputStream(file);
                InputStream in = file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw;
                BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            long number = 0;
            for (String line = lines.readLine(); line != null && found.size() < limit; line = lines.readLine()) {
                number++;
                if (line.toLowerCase(Locale.ROOT).contains(wanted)) {
                    found.add(number);
                }
            }
        } catch (IOException e) {
            // the failure being reported matters more than the lines that could not be found
        }
        return found;
    }

    /**
     * What a duplicate key reported by the database is: a value on several lines of the file, or one already in the
     * table before the import. {@code hex} is the key in hexadecimal, as an ObjectId's {@code _id} is written.
     */
    public static String duplicate(Path file, String hex) {
        List<Long> lines = lines(file, hex, 5);
        String value = "_id " + hex;
        if (lines.size() > 1) {
            return value + " is on lines "
                    + String.join(", ", lines.stream().map(String::valueOf).toList()) + " of " + file.getFileName()
                    + ": each document needs an _id of its own";
        }
        return value + " is already in the table"
                + (lines.isEmpty() ? "" : " (line " + lines.get(0) + " of " + file.getFileName() + ")")
                + ": the import adds rows, it does not replace them";
    }
}
