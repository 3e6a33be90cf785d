/**
 * The second stage: how documents become rows. The tables and columns read from the database, the mapping file, and
 * per export file a {@link dev.objectid.cli.importer.map.TablePlan} that turns each document into typed row values
 * ({@link dev.objectid.cli.importer.map.ColumnKind}) and checks references against the keys already converted. A plan
 * is shared by every converting thread; each converts with a {@link dev.objectid.cli.importer.map.Conversion} of its
 * own.
 */
package dev.objectid.cli.importer.map;
