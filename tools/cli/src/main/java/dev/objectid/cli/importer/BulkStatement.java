package dev.objectid.cli.importer;

import java.sql.SQLException;

/** A database's bulk statement: {@code COPY} ({@link CopyStatement}) or {@code LOAD DATA} ({@link LoadDataStatement}). */
interface BulkStatement {

    /** The format rows are encoded in for it. */
    RowText.Format format();

    /**
     * Loads a chunk of rows in one statement.
     *
     * @return how many rows the database took
     */
    long load(Chunk chunk) throws SQLException;

    /** The failure for a chunk the database refused: the export line and why, from what the database said. */
    ImportFailure refused(SQLException e, Chunk chunk);
}
