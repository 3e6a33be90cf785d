package dev.objectid.cli.importer;

import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

/**
 * What {@code objectid import} was asked to do.
 *
 * @param url                 the JDBC URL of the database
 * @param user                the user, or {@code null}
 * @param password            the password, or {@code null}
 * @param table               the table of the one export file, or {@code null} for the file's base name
 * @param mapping             the mapping file, or {@code null}
 * @param files               the export files, in the order given
 * @param jsonArray           whether each file is one JSON array of documents
 * @param ignoreUnknownFields whether a field no column takes is left out (and counted) instead of failing
 * @param allowOrphans        whether a reference to a missing row is loaded as null instead of failing
 * @param threads             how many threads convert the documents of a JSON Lines file, empty for
 *                            {@link #defaultThreads()}
 * @param connectTimeout      how many seconds connecting and logging in to the database may take
 * @param socketTimeout       how many seconds the database may take to answer once connected, 0 for no limit
 * @param verbose             whether the JDBC drivers log, and a fault of the tool prints where it happened
 */
public record ImportOptions(
        String url,
        String user,
        String password,
        String table,
        Path mapping,
        List<Path> files,
        boolean jsonArray,
        boolean ignoreUnknownFields,
        boolean allowOrphans,
        OptionalInt threads,
        int connectTimeout,
        int socketTimeout,
        boolean verbose) {

    /** How many seconds connecting and logging in may take when {@code --connect-timeout} does not say. */
    public static final int DEFAULT_CONNECT_TIMEOUT = 30;

    /**
     * One fewer than the processors, at least one: the thread that reads the file, the one that streams the rows and a
     * database on the same machine need a processor too.
     *
     * @return how many threads convert documents when {@code --threads} does not say
     */
    static int defaultThreads() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }
}
