package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.RowSink;
import java.io.Closeable;

/**
 * Loads the rows of one table of one export file, inside the import's transaction. A refused row is an
 * {@link ImportFailure} naming the export line it came from.
 */
public interface TableLoader extends Closeable {

    /** One row; see {@link RowSink#row}. */
    void row(Object[] row, long line);

    /** After the file's last row: whatever is still waiting goes to the database. */
    void finish();

    /** How many rows the database took, as it counted them. */
    long loaded();

    @Override
    void close();
}
