package dev.objectid.cli;

import dev.objectid.ObjectId;
import dev.objectid.sql.SqlDialect;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code seed}: rewrites a seed SQL file whose keys are integers into the same file with ObjectIds, for one database.
 * Every key and every reference to it becomes the literal of one fixed id: row {@code n} of the {@code k}-th table
 * named by {@code --keys} gets {@code ObjectId.of(<at>, k, n)}, so the rows keep their order, each table's ids differ
 * from the others', and a fixture in Java can name the same id. A key written {@code default} or {@code null} (an
 * identity column's next value), or left out of an insert's column list, gets one more than the largest key of its
 * table so far, as the identity would.
 *
 * <p>The inserts of {@link SeedInsert#ACCEPTED} are rewritten ({@link SeedRewrite}); every other statement is copied
 * as it is, and one that is not such an insert but names a keyed table is refused, since its integer keys would
 * silently mean nothing. Errors name the file and the line.
 */
final class SeedCommand {

    static final String SEED = "seed";

    static final String USAGE = String.join(
            System.lineSeparator(),
            "  seed <file> --dialect <d> --at <time> --keys <table>.<column>,... [--refs <table>.<column>=<table>,...]",
            "       [--rerunnable]",
            "                       rewrite an integer-keyed seed SQL file (- for standard input) with ObjectIds:",
            "                       key n of the k-th table of --keys becomes ObjectId.of(<time>, k, n), and so does",
            "                       each reference to it; a <column> is a name, or a position (1, 2, ...) for an",
            "                       insert without a column list; with --rerunnable, every insert leaves a row that is",
            "                       there as it is (ON CONFLICT DO NOTHING, ON DUPLICATE KEY UPDATE, H2's MERGE), so",
            "                       the output can be loaded at every start");

    private static final Set<String> OPTIONS = Set.of("--dialect", "--at", "--keys", "--refs");

    /** The flag that makes every insert of the output one that can be loaded again. */
    static final String RERUNNABLE = "--rerunnable";

    private final PrintStream out;

    SeedCommand(PrintStream out) {
        this.out = out;
    }

    void seed(String[] args) {
        Arguments arguments = Arguments.of(args, OPTIONS, Set.of(RERUNNABLE));
        if (arguments.positional().size() != 1) {
            throw arguments.bad("needs one file (or - for standard input)");
        }
        SqlDialect dialect = arguments.dialect("--dialect");
        Instant at = arguments.time("--at", arguments.required("--at"));
        try {
            ObjectId.minFor(at);
        } catch (IllegalArgumentException e) {
            throw arguments.bad("--at: " + e.getMessage());
        }
        Map<String, SeedColumn> keys = new LinkedHashMap<>();
        for (String key : arguments.required("--keys").split(",", -1)) {
            SeedColumn column = SeedColumn.of(arguments, "--keys", key);
            if (keys.put(column.table(), column) != null) {
                throw arguments.bad("--keys names table " + column.table() + " twice");
            }
        }
        Map<SeedColumn, String> refs = new LinkedHashMap<>();
        if (arguments.has("--refs")) {
            for (String ref : arguments.value("--refs").split(",", -1)) {
                int equals = ref.indexOf('=');
                String target = equals < 0 ? "" : ref.substring(equals + 1).toLowerCase(Locale.ROOT);
                if (!keys.containsKey(target)) {
                    throw arguments.bad("--refs '" + ref + "' is not <table>.<column>=<table> with a table of"
                            + " --keys after the =; --keys names " + String.join(", ", keys.keySet()));
                }
                refs.put(SeedColumn.of(arguments, "--refs", ref.substring(0, equals)), target);
            }
        }
        String file = arguments.positional().get(0);
        String sql = read(arguments, file);
        try {
            out.print(new SeedRewrite(sql, dialect, at, keys, refs, arguments.has(RERUNNABLE)).run());
        } catch (SeedError e) {
            throw arguments.bad((file.equals("-") ? "standard input" : file) + ":" + e.line() + ": " + e.getMessage());
        }
    }

    private static String read(Arguments arguments, String file) {
        try {
            if (file.equals("-")) {
                InputStream in = System.in;
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            return Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw arguments.bad("cannot read " + file + ": " + e);
        }
    }
}
