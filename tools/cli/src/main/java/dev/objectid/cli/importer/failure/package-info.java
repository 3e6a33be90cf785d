/**
 * What stops an import: the failure that names the file, line and field, what was wrong and what is accepted ({@link
 * dev.objectid.cli.importer.failure.ImportFailure}), and, when several converting threads fail at once, the choice of
 * the first one in the file ({@link dev.objectid.cli.importer.failure.Failures}). Every stage throws it; it depends on
 * none of them.
 */
package dev.objectid.cli.importer.failure;
