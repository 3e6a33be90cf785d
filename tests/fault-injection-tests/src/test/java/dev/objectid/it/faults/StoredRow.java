package dev.objectid.it.faults;

import dev.objectid.ObjectId;
import dev.objectid.it.db.TestDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A {@link FaultRow} as the database holds it, read back with plain JDBC. */
record StoredRow(ObjectId id, String writer, long seq, long clock) {

    /** The second the id carries. */
    long second() {
        return id.epochSecond();
    }

    /** The wall clock's second just before the id was generated. */
    long clockSecond() {
        return Math.floorDiv(clock, 1000);
    }

    /**
     * Whether the id carries the wall clock's second: the clock was read just before the id was generated, so the
     * id's second is that one or, if a second started in between, the next.
     */
    boolean inStepWithTheClock() {
        return second() >= clockSecond() && second() <= clockSecond() + 1;
    }

    /** Every row, by writer, each writer's rows in their order. */
    static Map<String, List<StoredRow>> byWriter(TestDatabase database) throws SQLException {
        Map<String, List<StoredRow>> rows = new TreeMap<>();
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("select id, writer, seq, clock from FaultRow")) {
            while (result.next()) {
                StoredRow row = new StoredRow(
                        ObjectId.fromBytes(result.getBytes(1)),
                        result.getString(2),
                        result.getLong(3),
                        result.getLong(4));
                rows.computeIfAbsent(row.writer, writer -> new ArrayList<>()).add(row);
            }
        }
        rows.values().forEach(list -> list.sort(Comparator.comparingLong(StoredRow::seq)));
        return rows;
    }
}
