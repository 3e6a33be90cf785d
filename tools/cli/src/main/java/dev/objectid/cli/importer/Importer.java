package dev.objectid.cli.importer;

import dev.objectid.cli.importer.failure.Failures;
import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.load.BatchLoader;
import dev.objectid.cli.importer.load.BulkLoader;
import dev.objectid.cli.importer.load.BulkStatement;
import dev.objectid.cli.importer.load.Indexes;
import dev.objectid.cli.importer.load.Pipeline;
import dev.objectid.cli.importer.load.Quoting;
import dev.objectid.cli.importer.load.References;
import dev.objectid.cli.importer.load.Sender;
import dev.objectid.cli.importer.load.TableLoader;
import dev.objectid.cli.importer.load.TargetDatabase;
import dev.objectid.cli.importer.map.Conversion;
import dev.objectid.cli.importer.map.LoadOrder;
import dev.objectid.cli.importer.map.Mapping;
import dev.objectid.cli.importer.map.RowChecks;
import dev.objectid.cli.importer.map.RowSink;
import dev.objectid.cli.importer.map.Table;
import dev.objectid.cli.importer.map.TablePlan;
import dev.objectid.cli.importer.read.ArrayPool;
import dev.objectid.cli.importer.read.Block;
import dev.objectid.cli.importer.read.CountingInputStream;
import dev.objectid.cli.importer.read.ExportDocument;
import dev.objectid.cli.importer.read.ExportReader;
import dev.objectid.cli.importer.read.LineBlocks;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.zip.GZIPInputStream;

/**
 * Runs an import: every file into its tables in one transaction, committed only when every document has been read,
 * every row taken and every reference checked. Anything wrong rolls it all back; a process killed halfway leaves
 * the transaction uncommitted, which the database rolls back when the connection drops. Either way every table is
 * as it was.
 */
public final class Importer {

    /** The exit status of an import that failed and changed nothing. */
    public static final int FAILED = 1;

    /**
     * The loggers of the JDBC drivers inside, kept so that the level set stays set: they say nothing unless
     * {@code --verbose} asks, so that the tool's own message is the one a user reads.
     */
    private static final List<Logger> DRIVER_LOGS =
            List.of(Logger.getLogger("org.postgresql"), Logger.getLogger("org.mariadb.jdbc"));

    private final ImportOptions options;
    private final Progress progress;
    private final List<TableResult> results = new ArrayList<>();
    private final Map<String, Long> ignored = new LinkedHashMap<>();
    private Map<String, Long> nulled = Map.of();

    Importer(ImportOptions options, Progress progress) {
        this.options = options;
        this.progress = progress;
    }

    /**
     * Runs an import and prints what it did: a line per file as it starts (on a terminal, a progress line) on
     * {@code err}, then a summary per table on {@code out}; or why it failed on {@code err}.
     *
     * @param options  what to import, and where
     * @param out      where the summary goes
     * @param err      where progress and failures go
     * @param terminal whether {@code err} is a terminal, for the progress line
     * @return 0, or {@link #FAILED} when nothing was loaded
     */
    public static int run(ImportOptions options, PrintWriter out, PrintWriter err, boolean terminal) {
        Importer importer = new Importer(options, new Progress(err, terminal));
        quietDrivers(options.verbose());
        long started = System.nanoTime();
        try {
            importer.run();
        } catch (Throwable e) {
            // whatever it was, an Error too, the transaction was rolled back: one line says what, --verbose where
            ImportFailure failure = ImportFailure.of(e, "importing");
            err.println("objectid import: " + failure.getMessage());
            if (options.verbose() && failure.getCause() != null) {
                failure.getCause().printStackTrace(err);
            }
            err.println("objectid import: nothing was loaded; every table is as it was before the import");
            return FAILED;
        }
        Summary.print(out, importer.results, importer.ignored, importer.nulled, (System.nanoTime() - started) / 1e9);
        return 0;
    }

    /**
     * The drivers' logging off unless {@code verbose}: MariaDB's driver logs to the console itself unless told to log
     * through {@code java.util.logging} (read once, when the driver first logs), where PostgreSQL's logs.
     */
    private static void quietDrivers(boolean verbose) {
        if (System.getProperty("mariadb.logging.fallback") == null) {
            System.setProperty("mariadb.logging.fallback", "JDK");
        }
        for (Logger log : DRIVER_LOGS) {
            log.setLevel(verbose ? null : Level.OFF);
        }
    }

    /** Imports every file, or nothing. */
    void run() {
        try (Connection connection = connect()) {
            connection.setAutoCommit(false);
            try {
                load(connection);
                checkCounts(results);
                connection.commit();
            } catch (Throwable e) {
                try {
                    connection.rollback();
                } catch (Throwable rollback) {
                    // what went wrong first is told; closing the connection without a commit rolls back all the same
                    e.addSuppressed(rollback);
                }
                throw e;
            }
        } catch (SQLException e) {
            if (timedOut(e) && options.socketTimeout() > 0) {
                throw new ImportFailure(
                        "the database did not answer within " + options.socketTimeout() + " s (--socket-timeout): "
                                + e.getMessage(),
                        e);
            }
            throw new ImportFailure("the database refused the import: " + e.getMessage(), e);
        }
    }

    /** Whether a driver gave up waiting for the database: a socket's time-out, or its own login time-out. */
    private static boolean timedOut(SQLException e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            String message = String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT);
            if (cause instanceof SocketTimeoutException
                    || cause instanceof SQLTimeoutException
                    || message.contains("timed out")
                    || message.contains("timeout")) {
                return true;
            }
        }
        return false;
    }

    /** Every entry of the mapping names a collection this import loads: another is a typo, which would load nothing. */
    private void checkMappedCollections(Map<String, Mapping> mappings) {
        Map<String, String> loaded = new LinkedHashMap<>();
        for (Path file : options.files()) {
            loaded.putIfAbsent(collection(file), collection(file) + " (" + file.getFileName() + ")");
        }
        for (String collection : mappings.keySet()) {
            if (!loaded.containsKey(collection)) {
                throw Mapping.bad(
                        options.mapping(),
                        collection,
                        "names no collection this import loads; a collection is an export file's name without"
                                + " .json, .jsonl, .ndjson and .gz, and this import loads "
                                + String.join(", ", loaded.values()));
            }
        }
    }

    /**
     * Before the commit: every row read was loaded. Whatever went wrong on the way, a count that differs never
     * reaches the commit.
     */
    static void checkCounts(List<TableResult> results) {
        for (TableResult result : results) {
            if (result.read() != result.loaded()) {
                throw new ImportFailure(result.file() + ": " + String.format(Locale.ROOT, "%,d", result.read())
                        + " rows were read for table " + result.table().label() + " but the database took "
                        + String.format(Locale.ROOT, "%,d", result.loaded())
                        + "; an import commits every row or none");
            }
        }
    }

    private Connection connect() throws SQLException {
        Properties properties = new Properties();
        if (options.user() != null) {
            properties.setProperty("user", options.user());
        }
        if (options.password() != null) {
            properties.setProperty("password", options.password());
        }
        String url = TargetDatabase.of(options.url())
                .map(target ->
                        target.connection(options.url(), properties, options.connectTimeout(), options.socketTimeout()))
                .orElse(options.url());
        try {
            return DriverManager.getConnection(url, properties);
        } catch (SQLException e) {
            if (timedOut(e)) {
                throw new ImportFailure(
                        "cannot connect to " + options.url() + ": the database did not answer within "
                                + options.connectTimeout() + " s (--connect-timeout sets how long to wait): "
                                + e.getMessage(),
                        e);
            }
            throw new ImportFailure(
                    "cannot connect to " + options.url() + ": " + e.getMessage()
                            + (e.getMessage().contains("No suitable driver")
                                    ? "; the drivers inside are " + TargetDatabase.URLS
                                    : ""),
                    e);
        }
    }

    private void load(Connection connection) throws SQLException {
        DatabaseMetaData metaData = connection.getMetaData();
        TargetDatabase target = TargetDatabase.of(metaData);
        target.refuse(options.threads().isPresent(), options.allowOrphans());
        Quoting quoting = new Quoting(metaData);
        Map<String, Mapping> mappings = options.mapping() == null ? Map.of() : Mapping.read(options.mapping());
        checkMappedCollections(mappings);
        List<TablePlan> plans = new ArrayList<>();
        for (Path file : options.files()) {
            String collection = collection(file);
            Mapping mapping = mappings.getOrDefault(collection, Mapping.none(collection));
            String tableName =
                    options.table() != null ? options.table() : mapping.table() != null ? mapping.table() : collection;
            Table table;
            try {
                table = Table.read(metaData, tableName);
            } catch (ImportFailure e) {
                throw new ImportFailure(file.getFileName() + ": " + e.getMessage(), e);
            }
            plans.add(TablePlan.of(file, options.mapping(), table, mapping, options.ignoreUnknownFields(), metaData));
        }
        plans = LoadOrder.of(plans);
        Map<Table, List<TablePlan>> tables = new LinkedHashMap<>();
        for (TablePlan plan : plans) {
            for (TablePlan each : plan.all()) {
                tables.computeIfAbsent(each.table(), table -> new ArrayList<>()).add(each);
            }
        }
        target.setUpSession(connection);
        References references = new References(connection, quoting, target, tables);
        RowChecks checks = references.plan(plans, options.allowOrphans());
        references.suspend();
        Indexes indexes = target.indexes(connection, quoting, tables);
        if (indexes != null) {
            indexes.suspend();
        }
        BulkStatement bulk = target.bulkStatement(connection, quoting);
        try (Sender sender = bulk == null ? null : new Sender(bulk)) {
            for (TablePlan plan : plans) {
                loadFile(connection, quoting, plan, checks, sender, references);
            }
        }
        if (indexes != null) {
            indexes.restore();
        }
        references.restore(options.allowOrphans());
        nulled = references.nulled();
    }

    private void loadFile(
            Connection connection,
            Quoting quoting,
            TablePlan plan,
            RowChecks checks,
            Sender sender,
            References references) {
        long started = System.nanoTime();
        progress.start(plan);
        List<Conversion> conversions;
        Map<TablePlan, TableLoader> loaders = new IdentityHashMap<>();
        try {
            if (sender == null) {
                conversions = List.of(readInOrder(
                        new Conversion(plan, checks),
                        loaders,
                        each -> new BatchLoader(
                                connection,
                                quoting,
                                each,
                                each.plan() == plan ? null : parentLoader(each.plan(), loaders))));
            } else if (options.jsonArray()) {
                conversions = List.of(
                        readInOrder(new Conversion(plan, checks), loaders, each -> new BulkLoader(each, sender)));
            } else {
                conversions = readInBlocks(plan, checks, sender);
            }
            if (sender != null) {
                sender.drain();
            }
        } finally {
            loaders.values().forEach(TableLoader::close);
            progress.done();
        }
        conversions.forEach(references::collect);
        Map<TablePlan, Long> read = new IdentityHashMap<>();
        for (Conversion conversion : conversions) {
            for (Conversion each : conversion.all()) {
                read.merge(each.plan(), each.read(), Long::sum);
                each.ignored()
                        .forEach((field, count) ->
                                ignored.merge(plan.export().getFileName() + ": " + field, count, Long::sum));
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        for (TablePlan each : plan.all()) {
            long loaded =
                    sender != null ? sender.loaded(each) : loaders.get(each).loaded();
            results.add(new TableResult(
                    each.table(),
                    plan.export().getFileName().toString(),
                    read.getOrDefault(each, 0L),
                    loaded,
                    seconds));
        }
    }

    /**
     * One thread reads the file and converts its documents in order: H2, and JSON arrays.
     *
     * @return the conversion the documents went through
     */
    private Conversion readInOrder(
            Conversion conversion, Map<TablePlan, TableLoader> loaders, Function<Conversion, TableLoader> loader) {
        TablePlan plan = conversion.plan();
        for (Conversion each : conversion.all()) {
            loaders.put(each.plan(), loader.apply(each));
        }
        RowSink sink = (table, row, line) -> loaders.get(table).row(row, line);
        try (ExportReader reader = ExportReader.open(plan.export(), options.jsonArray())) {
            long documents = 0;
            try {
                for (ExportDocument document = reader.next(); document != null; document = reader.next()) {
                    conversion.rows(document, sink);
                    documents++;
                    progress.rows(documents, reader.bytesRead(), reader.size());
                }
            } catch (Throwable e) {
                throw ImportFailure.atDocument(plan.export(), reader.line(), e);
            }
        }
        for (TablePlan each : plan.all()) {
            loaders.get(each).finish();
        }
        return conversion;
    }

    /**
     * This thread cuts a JSON Lines file into blocks of lines, and {@link ImportOptions#threads()} threads convert
     * them, each with a conversion of the plan and loaders of its own, all handing their chunks to the one sender.
     * When documents fail on several threads, the first line that failed in the file is told ({@link Failures}).
     *
     * @return the conversions of the threads
     */
    private List<Conversion> readInBlocks(TablePlan plan, RowChecks checks, Sender sender) {
        int threads = options.threads().orElseGet(ImportOptions::defaultThreads);
        BlockingQueue<Block> blocks = new ArrayBlockingQueue<>(threads * 2);
        Failures failures = new Failures();
        AtomicLong documents = new AtomicLong();
        ArrayPool arrays = new ArrayPool(threads * 2 + 2); // the blocks queued, being converted and being read
        List<Conversion> conversions = new ArrayList<>();
        List<Future<?>> converters = new ArrayList<>();
        ExecutorService pool = Pipeline.threads("objectid-import-convert", threads);
        for (int t = 0; t < threads; t++) {
            Conversion conversion = new Conversion(plan, checks);
            conversions.add(conversion);
            converters.add(pool.submit(() -> convert(conversion, sender, blocks, arrays, failures, documents)));
        }
        try (CountingInputStream raw = new CountingInputStream(Files.newInputStream(plan.export()))) {
            long size = Files.size(plan.export());
            InputStream in =
                    plan.export().getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
            LineBlocks lines = new LineBlocks(in, arrays);
            for (Block block = lines.next(); block != null && !failures.any(); block = lines.next()) {
                if (!Pipeline.put(blocks, block, converters)) {
                    failures.add(new ImportFailure("every thread converting "
                            + plan.export().getFileName() + " stopped before the file was read to its end"));
                }
                progress.rows(documents.get(), raw.count(), size);
            }
        } catch (IOException e) {
            failures.add(new ImportFailure(plan.export() + ": cannot be read: " + e.getMessage(), e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures.add(new ImportFailure("interrupted while " + plan.export().getFileName() + " was read"));
        } catch (Throwable e) {
            failures.add(ImportFailure.of(e, "reading " + plan.export().getFileName()));
        } finally {
            endConverting(plan, blocks, converters, pool, failures);
        }
        RuntimeException first = failures.first();
        if (first != null) {
            throw first;
        }
        return conversions;
    }

    /**
     * Tells each converting thread that the blocks have ended and waits for them all; a thread that has stopped, of
     * whatever it threw, takes nothing and is not waited for.
     */
    private static void endConverting(
            TablePlan plan,
            BlockingQueue<Block> blocks,
            List<Future<?>> converters,
            ExecutorService pool,
            Failures failures) {
        try {
            for (int t = 0; t < converters.size(); t++) {
                if (!Pipeline.put(blocks, Block.END, converters)) {
                    break;
                }
            }
            for (Future<?> converter : converters) {
                try {
                    converter.get();
                } catch (ExecutionException e) {
                    failures.add(ImportFailure.of(
                            e.getCause(), "converting " + plan.export().getFileName()));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures.add(new ImportFailure("interrupted while " + plan.export().getFileName() + " was converted"));
        } finally {
            pool.shutdownNow();
        }
    }

    /** A converting thread: blocks of lines to documents to rows, handed to the sender a chunk at a time. */
    private static void convert(
            Conversion conversion,
            Sender sender,
            BlockingQueue<Block> blocks,
            ArrayPool arrays,
            Failures failures,
            AtomicLong documents) {
        TablePlan plan = conversion.plan();
        Map<TablePlan, BulkLoader> loaders = new IdentityHashMap<>();
        conversion.all().forEach(each -> loaders.put(each.plan(), new BulkLoader(each, sender)));
        RowSink sink = (table, row, line) -> loaders.get(table).row(row, line);
        try {
            for (Block block = blocks.take(); block != Block.END; block = blocks.take()) {
                if (failures.after(block.firstLine())) {
                    continue; // drain, so that the reading thread never waits on a full queue
                }
                ExportReader reader = null;
                try {
                    reader = ExportReader.of(plan.export(), block);
                    for (ExportDocument document = reader.next(); document != null; document = reader.next()) {
                        conversion.rows(document, sink);
                        documents.incrementAndGet();
                    }
                } catch (Throwable e) {
                    // an Error too, such as running out of memory or stack on a large document: about its line
                    failures.add(ImportFailure.atDocument(
                            plan.export(),
                            reader == null || reader.line() == 0 ? block.firstLine() : reader.line(),
                            e));
                } finally {
                    if (reader != null) {
                        reader.close();
                    }
                }
                arrays.give(block.bytes()); // its documents are read and its parser closed: nothing refers to it
            }
            if (!failures.any()) {
                loaders.values().forEach(BulkLoader::finish);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures.add(new ImportFailure("interrupted while " + plan.export().getFileName() + " was converted"));
        } catch (Throwable e) {
            failures.add(ImportFailure.of(e, "converting " + plan.export().getFileName()));
        }
    }

    /** The batch loader of the table whose array fills {@code plan}'s, for H2's parents-first order. */
    private static BatchLoader parentLoader(TablePlan plan, Map<TablePlan, TableLoader> loaders) {
        for (Map.Entry<TablePlan, TableLoader> entry : loaders.entrySet()) {
            if (entry.getKey().arrays().contains(plan)) {
                return (BatchLoader) entry.getValue();
            }
        }
        throw new IllegalStateException(
                "no parent loader for table " + plan.table().label());
    }

    /** The collection an export file holds: its name without {@code .json}, {@code .jsonl} and {@code .gz}. */
    static String collection(Path file) {
        String name = file.getFileName().toString();
        for (String suffix : new String[] {".gz", ".json", ".jsonl", ".ndjson"}) {
            if (name.endsWith(suffix)) {
                name = name.substring(0, name.length() - suffix.length());
            }
        }
        return name;
    }

    /** What was loaded, by table and file, in load order. */
    List<TableResult> results() {
        return results;
    }

    /** Fields left out by {@code --ignore-unknown-fields}, as {@code file: field}, with how many documents had each. */
    Map<String, Long> ignored() {
        return ignored;
    }

    /** References set to null by {@code --allow-orphans}, by foreign key. */
    Map<String, Long> nulled() {
        return nulled;
    }
}
