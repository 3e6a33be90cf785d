/**
 * The third stage: rows into the database. Rows are encoded in the bulk format of the database ({@code COPY} on
 * PostgreSQL, {@code LOAD DATA} on MariaDB and MySQL, JDBC batches on H2) and streamed by the one thread that owns the
 * connection ({@link dev.objectid.cli.importer.load.Sender}); around the load, indexes and foreign keys are suspended
 * and restored, and the references the conversion could not check are queried.
 */
package dev.objectid.cli.importer.load;
