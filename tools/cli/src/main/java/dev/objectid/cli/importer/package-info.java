/**
 * {@code objectid import}: MongoDB export files into SQL tables, all or nothing. {@link
 * dev.objectid.cli.importer.Importer} runs the flow in one transaction:
 *
 * <ol>
 *   <li><b>read</b> each export file in blocks of lines and parse its documents ({@link
 *       dev.objectid.cli.importer.read});
 *   <li><b>convert</b> the documents into rows of the tables the mapping names, on several threads ({@link
 *       dev.objectid.cli.importer.map});
 *   <li><b>send</b> the rows by the database's bulk statement from the one thread that owns the connection ({@link
 *       dev.objectid.cli.importer.load});
 *   <li><b>check</b> every reference ({@link dev.objectid.cli.importer.load.References}) and that every row read was
 *       loaded ({@link dev.objectid.cli.importer.Importer#checkCounts});
 *   <li><b>commit</b>, and print the {@link dev.objectid.cli.importer.Summary}.
 * </ol>
 *
 * Anything that fails, on any thread, is an {@link dev.objectid.cli.importer.failure.ImportFailure} and rolls it all
 * back. The stages depend only on those before them and on {@link dev.objectid.cli.importer.failure}. Internal to the
 * tool; not an API.
 */
package dev.objectid.cli.importer;
