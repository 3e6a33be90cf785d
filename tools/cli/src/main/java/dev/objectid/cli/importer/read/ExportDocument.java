package dev.objectid.cli.importer.read;

/**
 * One document of an export file and where it stands.
 *
 * @param line   the line it starts on, from 1
 * @param fields its fields, in the order written, as {@link ExtendedJson} reads them
 */
public record ExportDocument(long line, Fields fields) {}
