/**
 * {@code objectid import}: MongoDB export files into SQL tables, all or nothing. {@link
 * dev.objectid.cli.importer.Importer} runs the flow in one transaction: <b>read</b> each export file in blocks of lines
 * ({@link dev.objectid.cli.importer.read}); <b>convert</b> its documents into rows of the tables its mapping names, on
 * several threads ({@link dev.objectid.cli.importer.map}); <b>send</b> the rows to the database in its bulk statement
 * from one thread that owns the connection ({@link dev.objectid.cli.importer.load}); <b>check</b> every reference and
 * that every row read was loaded ({@link dev.objectid.cli.importer.check}); then <b>commit</b>. Anything that fails, on
 * any thread, rolls it all back. Internal to the tool; not an API.
 */
package dev.objectid.cli.importer;
