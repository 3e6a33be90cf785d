package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.Table;
import java.io.InputStream;
import java.sql.SQLException;

/** A database's bulk statement: {@code COPY} ({@link CopyStatement}) or {@code LOAD DATA} ({@link LoadDataStatement}). */
public interface BulkStatement {

    /** A new encoder of a table's rows in the form the statement reads. */
    RowEncoder encoder(Table table);

    /**
     * Whether the rows of one table should go in one statement even when other tables' rows come between them (they
     * wait in a temporary file), because the database loads an empty table much faster in one statement.
     */
    boolean oneStatementPerTable();

    /**
     * Loads a segment's rows in one statement, reading them from {@code rows} to its end.
     *
     * @return how many rows the database took
     */
    long load(Segment segment, InputStream rows) throws SQLException;

    /** The failure for a segment the database refused: the export line and why, from what the database said. */
    ImportFailure refused(SQLException e, Segment segment);
}
