package dev.objectid.cli;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** An in-memory H2 database a test imports into: its tables made, held open by one connection, emptied on close. */
final class InMemoryH2 implements AutoCloseable {

    final String url;
    final Connection connection;

    InMemoryH2(String name, String... ddl) throws SQLException {
        url = "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1";
        connection = DriverManager.getConnection(url);
        try (Statement statement = connection.createStatement()) {
            for (String sql : ddl) {
                statement.execute(sql);
            }
        }
    }

    @Override
    public void close() throws SQLException {
        try (connection;
                Statement statement = connection.createStatement()) {
            statement.execute("drop all objects");
        }
    }
}
