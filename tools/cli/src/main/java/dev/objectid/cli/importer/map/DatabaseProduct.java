package dev.objectid.cli.importer.map;

import dev.objectid.sql.SqlDialect;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;

/** Which database a connection reaches, told once from its product name for every stage that differs by it. */
public final class DatabaseProduct {

    private DatabaseProduct() {}

    /**
     * The dialect of the database that {@code metaData} describes.
     *
     * @return the dialect, or {@code null} for a product no dialect is named after
     */
    public static SqlDialect of(DatabaseMetaData metaData) throws SQLException {
        try {
            return SqlDialect.named(metaData.getDatabaseProductName());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Whether it is MariaDB or MySQL, whose JDBC metadata names a database as a catalog, not a schema. */
    static boolean namesCatalogs(SqlDialect dialect) {
        return dialect == SqlDialect.MARIADB || dialect == SqlDialect.MYSQL;
    }
}
