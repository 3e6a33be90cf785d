package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.map.Table;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Collection;
import java.util.List;

/**
 * H2: rows go in through JDBC batches ({@link BatchLoader}), read and converted by one thread, parents first; H2
 * checks each reference as its row goes in.
 */
final class H2Target implements TargetDatabase {

    @Override
    public void refuse(boolean threads, boolean allowOrphans) {
        if (threads) {
            throw new ImportFailure("--threads needs PostgreSQL, MariaDB or MySQL: on H2 the rows go in through JDBC "
                    + "batches, and one thread reads and converts each file in order");
        }
        if (allowOrphans) {
            throw new ImportFailure("--allow-orphans needs PostgreSQL, MariaDB or MySQL: H2 checks each reference as "
                    + "its row goes in and cannot switch that off inside a transaction");
        }
    }

    @Override
    public BulkStatement bulkStatement(Connection connection, Quoting quoting) {
        return null;
    }

    @Override
    public List<String> keysOff(Statement statement, Quoting quoting, Collection<Table> tables) {
        return List.of();
    }

    @Override
    public boolean checksEachRow() {
        return true;
    }
}
