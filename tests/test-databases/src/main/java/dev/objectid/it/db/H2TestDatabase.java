package dev.objectid.it.db;

import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** An in-memory H2 database, kept open until the JVM ends. */
final class H2TestDatabase implements TestDatabase {

    private final String url = "jdbc:h2:mem:objectid-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";

    @Override
    public String name() {
        return "h2";
    }

    @Override
    public String url() {
        return url;
    }

    @Override
    public String user() {
        return "sa";
    }

    @Override
    public String password() {
        return "";
    }

    @Override
    public DataSource dataSource() {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL(url);
        dataSource.setUser("sa");
        dataSource.setPassword("");
        return dataSource;
    }

    @Override
    public Map<String, Object> jdbcSettings() {
        return Map.of(
                "jakarta.persistence.jdbc.url", url,
                "jakarta.persistence.jdbc.user", "sa",
                "jakarta.persistence.jdbc.password", "");
    }

    @Override
    public boolean isObjectIdColumn(String typeName, int size) {
        return typeName.equalsIgnoreCase("BINARY") && size == 12;
    }
}
