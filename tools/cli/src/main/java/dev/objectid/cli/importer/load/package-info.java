/**
 * The third stage: rows into the database. What differs by database is in one {@link
 * dev.objectid.cli.importer.load.TargetDatabase} per database: its connection and session, its bulk statement
 * ({@code COPY} on PostgreSQL, {@code LOAD DATA} on MariaDB and MySQL, none on H2, whose rows go in through JDBC
 * batches), whether indexes are built again after the load, and how foreign keys are switched off and checked. The
 * rows are encoded in the statement's format and streamed by the one thread that owns the connection ({@link
 * dev.objectid.cli.importer.load.Sender}).
 */
package dev.objectid.cli.importer.load;
