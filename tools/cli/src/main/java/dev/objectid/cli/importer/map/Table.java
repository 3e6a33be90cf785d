package dev.objectid.cli.importer.map;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.sql.SqlDialect;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A target table as JDBC metadata describes it: its columns, primary key and foreign keys, found in the schema the
 * connection is in (or the one named as {@code schema.table}).
 *
 * @param schema      the schema or catalog holding it, as the database names it, or {@code null}
 * @param name        its name, as the database stores it
 * @param columns     its columns, in order
 * @param primaryKey  the columns of its primary key, in order
 * @param foreignKeys its foreign keys
 * @param schemaNamed whether its schema was named ({@code app.people}), so that messages name it too
 */
public record Table(
        String schema,
        String name,
        List<Column> columns,
        List<String> primaryKey,
        List<ForeignKey> foreignKeys,
        boolean schemaNamed) {

    /** The check MariaDB's {@code json} type puts on its {@code longtext}: {@code json_valid(`column`)}. */
    private static final Pattern JSON_VALID = Pattern.compile("json_valid\\(`([^`]+)`\\)");

    /** The table as messages and the summary name it: {@code people}, or {@code app.people} if named so. */
    public String label() {
        return schemaNamed && schema != null ? schema + "." + name : name;
    }

    /**
     * The same table: the same schema and name, as the database names them, so that two files read into one table
     * group together. Its shape does not change during a run, so it need not be compared (and a record's generated
     * comparison of every column costs a command line process dozens of generated classes at start).
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Table table && Objects.equals(schema, table.schema) && name.equals(table.name);
    }

    @Override
    public int hashCode() {
        return Objects.hash(schema, name);
    }

    /** Whether a foreign key refers to this table. */
    public boolean referredToBy(ForeignKey key) {
        return name.equalsIgnoreCase(key.parentTable()) && Objects.equals(schema, key.parentSchema());
    }

    /** The column of that name, in any case. */
    public Optional<Column> column(String columnName) {
        for (Column column : columns) {
            if (column.name().equalsIgnoreCase(columnName)) {
                return Optional.of(column);
            }
        }
        return Optional.empty();
    }

    /** The names of the columns, for messages. */
    String columnNames() {
        return String.join(", ", columns.stream().map(Column::name).toList());
    }

    /**
     * Reads a table's shape.
     *
     * @param name a table name as the user writes it, in any case, optionally {@code schema.table}
     * @throws ImportFailure if there is no such table
     */
    public static Table read(DatabaseMetaData metaData, String name) throws SQLException {
        String schemaName = name.contains(".") ? name.substring(0, name.indexOf('.')) : null;
        String tableName = name.substring(name.indexOf('.') + 1);
        SqlDialect dialect = DatabaseProduct.of(metaData);
        boolean catalogs = DatabaseProduct.namesCatalogs(dialect);
        String current = catalogs
                ? metaData.getConnection().getCatalog()
                : metaData.getConnection().getSchema();
        String schema = schemaName == null ? current : schemaName;
        for (String candidate :
                new String[] {tableName, tableName.toLowerCase(Locale.ROOT), tableName.toUpperCase(Locale.ROOT)}) {
            for (String inSchema : new String[] {
                schema,
                schema == null ? null : schema.toLowerCase(Locale.ROOT),
                schema == null ? null : schema.toUpperCase(Locale.ROOT)
            }) {
                String catalog = catalogs ? inSchema : null;
                String schemaPattern = catalogs ? null : inSchema;
                try (ResultSet tables = metaData.getTables(catalog, schemaPattern, candidate, null)) {
                    while (tables.next()) {
                        if (tables.getString("TABLE_NAME").equals(candidate)) {
                            String found = catalogs ? tables.getString("TABLE_CAT") : tables.getString("TABLE_SCHEM");
                            return shape(metaData, dialect, found, candidate, schemaName != null);
                        }
                    }
                }
            }
        }
        throw new ImportFailure("no table '" + name + "' in " + (schema == null ? "the database" : "schema " + schema)
                + "; create the tables first (objectid import loads into existing tables), or name another"
                + " with --table or the mapping file");
    }

    /** The name of the type under a PostgreSQL domain (under domains over domains too), as JDBC names types. */
    private static String domainBase(DatabaseMetaData metaData, String domain) throws SQLException {
        try (PreparedStatement query = metaData.getConnection()
                .prepareStatement("with recursive under(oid, base, kind) as (select t.oid, t.typbasetype, t.typtype"
                        + " from pg_catalog.pg_type t where t.oid = to_regtype(?) union all select t.oid,"
                        + " t.typbasetype, t.typtype from pg_catalog.pg_type t join under u on t.oid = u.base where"
                        + " u.kind = 'd') select t.typname from under u join pg_catalog.pg_type t on t.oid = u.oid"
                        + " where u.kind <> 'd'")) {
            query.setString(1, domain);
            try (ResultSet base = query.executeQuery()) {
                return base.next() ? base.getString(1) : domain;
            }
        }
    }

    /**
     * The MariaDB text columns checked with {@code json_valid}, as MariaDB's {@code json} type is: their values go as
     * JSON, a string quoted. Other databases report their JSON types by name.
     */
    private static Set<String> jsonChecked(DatabaseMetaData metaData, SqlDialect dialect, String schema, String table)
            throws SQLException {
        Set<String> found = new HashSet<>();
        if (dialect == SqlDialect.MARIADB) {
            try (PreparedStatement query = metaData.getConnection()
                    .prepareStatement("select check_clause from information_schema.check_constraints"
                            + " where constraint_schema = ? and table_name = ?")) {
                query.setString(1, schema);
                query.setString(2, table);
                try (ResultSet checks = query.executeQuery()) {
                    while (checks.next()) {
                        Matcher json = JSON_VALID.matcher(checks.getString(1));
                        if (json.matches()) {
                            found.add(json.group(1));
                        }
                    }
                }
            }
        }
        return found;
    }

    private static Table shape(
            DatabaseMetaData metaData, SqlDialect dialect, String schema, String name, boolean schemaNamed)
            throws SQLException {
        boolean catalogs = DatabaseProduct.namesCatalogs(dialect);
        String catalog = catalogs ? schema : null;
        String schemaPattern = catalogs ? null : schema;
        List<Column> columns = new ArrayList<>();
        Set<String> json = jsonChecked(metaData, dialect, schema, name);
        try (ResultSet rows = metaData.getColumns(catalog, schemaPattern, name, null)) {
            while (rows.next()) {
                String typeName = rows.getString("TYPE_NAME");
                String autoIncrement = rows.getString("IS_AUTOINCREMENT");
                String generated = rows.getString("IS_GENERATEDCOLUMN");
                String defaultValue = rows.getString("COLUMN_DEF");
                int jdbcType = rows.getInt("DATA_TYPE");
                if (jdbcType == Types.DISTINCT) {
                    // a PostgreSQL domain: its values are those of the type under it, which its checks then narrow
                    jdbcType = rows.getInt("SOURCE_DATA_TYPE");
                    typeName = domainBase(metaData, typeName);
                }
                int size = rows.getInt("COLUMN_SIZE");
                ColumnKind kind = ColumnKind.of(jdbcType, typeName, size);
                int scale = rows.getInt("DECIMAL_DIGITS");
                if (rows.wasNull() && (kind == ColumnKind.TIMESTAMP || kind == ColumnKind.TIMESTAMP_UTC)) {
                    // MariaDB gives a datetime's digits of a second only in its size: 19 characters, then .fff
                    scale = Math.max(0, size - 20);
                } else if (rows.wasNull() && kind == ColumnKind.FLOAT) {
                    scale = -1; // MariaDB's double without (M,D)
                }
                if (kind == ColumnKind.TEXT && json.contains(rows.getString("COLUMN_NAME"))) {
                    kind = ColumnKind.JSON; // MariaDB's json is longtext with a json_valid check
                }
                columns.add(Column.of(
                        rows.getString("COLUMN_NAME"),
                        kind,
                        typeName,
                        size,
                        scale,
                        rows.getInt("NULLABLE") != DatabaseMetaData.columnNoNulls,
                        "YES".equals(autoIncrement) || "YES".equals(generated),
                        defaultValue != null && !defaultValue.equalsIgnoreCase("null")));
            }
        }
        Map<Short, String> key = new TreeMap<>();
        try (ResultSet rows = metaData.getPrimaryKeys(catalog, schemaPattern, name)) {
            while (rows.next()) {
                key.put(rows.getShort("KEY_SEQ"), rows.getString("COLUMN_NAME"));
            }
        }
        Map<String, List<String[]>> byConstraint = new LinkedHashMap<>();
        try (ResultSet rows = metaData.getImportedKeys(catalog, schemaPattern, name)) {
            while (rows.next()) {
                String constraint = rows.getString("FK_NAME");
                String parentSchema = catalogs ? rows.getString("PKTABLE_CAT") : rows.getString("PKTABLE_SCHEM");
                byConstraint
                        .computeIfAbsent(constraint + "\0" + rows.getString("PKTABLE_NAME"), k -> new ArrayList<>())
                        .add(new String[] {
                            String.valueOf(rows.getShort("KEY_SEQ")),
                            rows.getString("FKCOLUMN_NAME"),
                            parentSchema,
                            rows.getString("PKTABLE_NAME"),
                            rows.getString("PKCOLUMN_NAME"),
                            constraint
                        });
            }
        }
        List<ForeignKey> foreignKeys = new ArrayList<>();
        for (List<String[]> parts : byConstraint.values()) {
            parts.sort(Comparator.comparingInt(part -> Integer.parseInt(part[0])));
            String[] first = parts.get(0);
            foreignKeys.add(new ForeignKey(
                    first[5],
                    parts.stream().map(part -> part[1]).toList(),
                    first[2],
                    first[3],
                    parts.stream().map(part -> part[4]).toList()));
        }
        return new Table(
                schema, name, List.copyOf(columns), List.copyOf(key.values()), List.copyOf(foreignKeys), schemaNamed);
    }
}
