package dev.objectid.cli.importer;

import dev.objectid.cli.importer.map.Table;

/**
 * What an import did to one table, for the summary.
 *
 * @param table   the table; files into one table, however each named it, count as one
 * @param file    the export file its rows came from
 * @param read    the documents (or array elements) read for it
 * @param loaded  the rows the database took
 * @param seconds how long the file took
 */
record TableResult(Table table, String file, long read, long loaded, double seconds) {}
