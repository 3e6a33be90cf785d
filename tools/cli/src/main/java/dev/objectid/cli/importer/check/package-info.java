/**
 * What an import tells: the failure that stops it, naming the file, line and field ({@link
 * dev.objectid.cli.importer.check.ImportFailure}), the first one in the file when several threads fail at once, the
 * progress while it runs and the per-table counts it checks and reports once it has committed.
 */
package dev.objectid.cli.importer.check;
