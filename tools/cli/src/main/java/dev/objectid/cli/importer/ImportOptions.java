package dev.objectid.cli.importer;

import java.nio.file.Path;
import java.util.List;

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
        boolean allowOrphans) {}
