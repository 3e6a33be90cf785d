/**
 * The first stage of an import: export files (JSON Lines or one JSON array, gzipped or not) cut into blocks of whole
 * lines, and each line parsed from MongoDB Extended JSON into the document's fields. It knows nothing of tables.
 */
package dev.objectid.cli.importer.read;
