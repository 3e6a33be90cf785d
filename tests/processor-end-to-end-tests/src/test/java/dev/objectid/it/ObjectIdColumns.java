package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.db.ColumnTypes;
import dev.objectid.it.db.ColumnTypes.ColumnType;
import dev.objectid.it.db.TestDatabase;
import java.sql.SQLException;

/** Checks that a column stores ids as objectid-jpa intends: 12 bytes of binary, in each database's own type. */
final class ObjectIdColumns {

    private ObjectIdColumns() {}

    /** Fails naming the column and the type it has unless it is {@code binary(12)} (or {@code bytea}). */
    static void assertObjectIdColumn(TestDatabase database, String table, String column) throws SQLException {
        ColumnType type = ColumnTypes.of(database.dataSource(), table, column);
        assertThat(database.isObjectIdColumn(type.name(), type.size()))
                .as("%s.%s is %s(%s)", table, column, type.name(), type.size())
                .isTrue();
    }
}
