package dev.objectid.cli.importer;

/**
 * One document of an export file and where it stands.
 *
 * @param line   the line it starts on, from 1
 * @param fields its fields, in the order written, as {@link ExtendedJson} reads them
 */
record ExportDocument(long line, Fields fields) {}
