package dev.objectid.sample.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

/** An in-memory H2 database of its own, kept while the JVM runs until {@link #drop()} shuts it down. */
public final class H2Database implements TestDatabase {

    private final String url = "jdbc:h2:mem:sample-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";

    @Override
    public String name() {
        return "h2";
    }

    @Override
    public void create() {
        // created by the first connection
    }

    @Override
    public String url() {
        return url;
    }

    @Override
    public void drop() {
        try (Connection connection = DriverManager.getConnection(url, "sa", "");
                Statement statement = connection.createStatement()) {
            statement.execute("shutdown");
        } catch (SQLException e) {
            throw new IllegalStateException("could not shut down " + url, e);
        }
    }
}
