package dev.objectid.cli;

import dev.objectid.ObjectId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

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
@Command(
        name = "seed",
        header = "An integer-keyed seed SQL file rewritten with ObjectIds.",
        description = {
            "Rewrite an integer-keyed seed SQL file with ObjectIds: key n of the k-th table of --keys becomes"
                    + " ObjectId.of(<time>, k, n), and so does each reference to it. The file goes to standard"
                    + " output."
        })
final class SeedCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "<file>", description = "the seed file, UTF-8; - for standard input")
    private String file;

    @Option(
            names = "--dialect",
            required = true,
            paramLabel = "<d>",
            description = "the database the output is for: ${COMPLETION-CANDIDATES}",
            completionCandidates = Dialect.Names.class)
    private Dialect dialect;

    @Option(
            names = "--at",
            required = true,
            paramLabel = "<time>",
            description = "the time every id is created at: " + ArgumentTypes.TIME_FORMS)
    private Instant at;

    @Option(
            names = "--keys",
            required = true,
            paramLabel = "<table>.<column>,...",
            description = "the keys to rewrite: a column name, or a position (1, 2, ...) for inserts without a column"
                    + " list")
    private String keys;

    @Option(
            names = "--refs",
            paramLabel = "<table>.<column>=<table>,...",
            description = "the references to rewrite, each with the table of --keys it refers to")
    private String refs;

    @Option(
            names = "--rerunnable",
            description = "every insert leaves a row that is there as it is (ON CONFLICT DO NOTHING, ON DUPLICATE KEY"
                    + " UPDATE, H2's MERGE), so the output can be loaded at every start")
    private boolean rerunnable;

    @Option(
            names = "--ids",
            paramLabel = "<file>",
            description = "also write the id of each row seeded into a table of --keys to this file, a line"
                    + " <table>.<key>=<id> each (Java properties), so that tests name the rows by their keys")
    private Path ids;

    @Override
    public Integer call() {
        try {
            ObjectId.minFor(at);
        } catch (IllegalArgumentException e) {
            throw ObjectIdCli.bad(spec, "--at: " + e.getMessage());
        }
        Map<String, SeedColumn> keyColumns = new LinkedHashMap<>();
        for (String key : keys.split(",", -1)) {
            SeedColumn column = column("--keys", key);
            if (keyColumns.put(column.table(), column) != null) {
                throw ObjectIdCli.bad(spec, "--keys names table " + column.table() + " twice");
            }
        }
        Map<SeedColumn, String> refColumns = new LinkedHashMap<>();
        if (refs != null) {
            for (String ref : refs.split(",", -1)) {
                int equals = ref.indexOf('=');
                String target = equals < 0 ? "" : ref.substring(equals + 1).toLowerCase(Locale.ROOT);
                if (!keyColumns.containsKey(target)) {
                    throw ObjectIdCli.bad(
                            spec,
                            "--refs '" + ref + "' is not <table>.<column>=<table> with a table of --keys after the ="
                                    + "; --keys names " + String.join(", ", keyColumns.keySet()));
                }
                refColumns.put(column("--refs", ref.substring(0, equals)), target);
            }
        }
        String sql = read();
        SeedRewrite rewrite = new SeedRewrite(sql, dialect, at, keyColumns, refColumns, rerunnable);
        String rewritten;
        try {
            rewritten = rewrite.run();
        } catch (SeedError e) {
            throw ObjectIdCli.bad(spec, name() + ":" + e.line() + ": " + e.getMessage());
        }
        if (ids != null) {
            writeIds(rewrite);
        }
        spec.commandLine().getOut().print(rewritten);
        return 0;
    }

    private String name() {
        return file.equals("-") ? "standard input" : file;
    }

    /** The {@code --ids} file: {@code <table>.<key>=<24 hex digits>}, by table in the order of {@code --keys}. */
    private void writeIds(SeedRewrite rewrite) {
        StringBuilder lines =
                new StringBuilder("# the ids objectid seed gave the rows of " + name() + ": <table>.<key>=<id>\n");
        rewrite.seeded()
                .forEach((table, rows) -> rows.forEach((key, id) -> lines.append(table)
                        .append('.')
                        .append(key)
                        .append('=')
                        .append(id.toHexString())
                        .append('\n')));
        try {
            Files.writeString(ids, lines, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw ObjectIdCli.bad(spec, "--ids: cannot write " + ids + ": " + e);
        }
    }

    private SeedColumn column(String option, String text) {
        try {
            return SeedColumn.of(option, text);
        } catch (IllegalArgumentException e) {
            throw ObjectIdCli.bad(spec, e.getMessage());
        }
    }

    private String read() {
        try {
            if (file.equals("-")) {
                return new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
            }
            return Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw ObjectIdCli.bad(spec, "cannot read " + file + ": " + e);
        }
    }
}
