package dev.objectid.sql;

import dev.objectid.ObjectId;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The databases objectid-core writes SQL for, and everything it writes for each: an id as a literal
 * ({@link #literal(ObjectId)}), an identifier ({@link #identifier(String)}), the script of SQL functions for ids
 * ({@link #functionsScript()}) and the partition DDL that {@link TimePartitions} puts together. What it writes means the
 * same under every setting the server allows a session: PostgreSQL's {@code standard_conforming_strings} on or off,
 * any MariaDB and MySQL {@code sql_mode} ({@code NO_BACKSLASH_ESCAPES}, {@code ANSI_QUOTES}, {@code ORACLE}, ...).
 *
 * <p>The function scripts are resources of this jar, named as Flyway repeatable migrations, so Flyway can run them
 * from the jar: {@code dev/objectid/sql/postgresql/R__objectid_functions.sql} and
 * {@code dev/objectid/sql/mariadb/R__objectid_functions.sql} (MySQL runs MariaDB's). The command line prints them:
 * {@code java -jar objectid-core.jar sql-functions --dialect postgresql}.
 */
public enum SqlDialect {

    /** PostgreSQL; ids are {@code bytea}. Literals, functions and partition DDL. */
    POSTGRESQL,
    /** MariaDB; ids are {@code binary(12)}. Literals, functions and partition DDL. */
    MARIADB,
    /** MySQL; ids are {@code binary(12)}. MariaDB's SQL, less what MySQL lacks. */
    MYSQL,
    /** H2; ids are {@code binary(12)}. Literals only. */
    H2,
    /** Microsoft SQL Server; ids are {@code binary(12)}. Literals only. */
    SQLSERVER,
    /** Oracle Database; ids are {@code raw(12)}. Literals only. */
    ORACLE;

    /** A plain identifier: what every dialect reads unquoted, apart from reserved words. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    /** The accepted form of an identifier, for messages. */
    static final String PLAIN_FORM = "letters, digits and _, not starting with a digit";

    /**
     * The dialect of a name, in any case: {@code postgresql}, {@code mariadb}, {@code mysql}, {@code h2},
     * {@code sqlserver} or {@code oracle}.
     *
     * @param name the name
     * @return the dialect
     * @throws IllegalArgumentException if the name is none of these, saying which are accepted
     */
    public static SqlDialect named(String name) {
        for (SqlDialect dialect : values()) {
            if (dialect.key().equalsIgnoreCase(String.valueOf(name))) {
                return dialect;
            }
        }
        throw new IllegalArgumentException("unknown SQL dialect '" + name + "'; accepted: "
                + Arrays.stream(values()).map(SqlDialect::key).collect(Collectors.joining(", ")));
    }

    /**
     * The name {@link #named(String)} reads, in lower case.
     *
     * @return the name
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * An id as a literal of the id column's type. None of them contains a backslash or a double quote, so no server
     * setting changes the bytes it stands for: on PostgreSQL {@code decode('<hex>', 'hex')} (a {@code '\x...'} string
     * would read other bytes with {@code standard_conforming_strings} off), {@code X'<hex>'} on MariaDB, MySQL and
     * H2, {@code 0x<hex>} on SQL Server, {@code HEXTORAW('<hex>')} on Oracle.
     *
     * @param id the id
     * @return the literal, for example {@code X'66322ec0a1b2c3d4e50f1e2d'}
     */
    public String literal(ObjectId id) {
        String hex = id.toHexString();
        return switch (this) {
            case POSTGRESQL -> "decode('" + hex + "', 'hex')";
            case MARIADB, MYSQL, H2 -> "X'" + hex + "'";
            case SQLSERVER -> "0x" + hex;
            case ORACLE -> "HEXTORAW('" + hex + "')";
        };
    }

    /**
     * The column type of an id: {@code bytea} on PostgreSQL, {@code raw(12)} on Oracle, {@code binary(12)} on the
     * others. Every id column holds the id's 12 bytes, so that ids compare and sort as the ids do.
     *
     * @return the type, as a column definition writes it
     */
    public String idColumnType() {
        return switch (this) {
            case POSTGRESQL -> "bytea";
            case ORACLE -> "raw(12)";
            case MARIADB, MYSQL, H2, SQLSERVER -> "binary(12)";
        };
    }

    /**
     * A plain identifier, optionally qualified ({@code schema.table}), quoted so that reserved words ({@code order},
     * {@code user}, {@code group}) can be tables and columns: {@code "order"} on PostgreSQL, in the lower case it folds
     * unquoted names to, so that the quoted name is the one the unquoted name means; {@code `order`} on MariaDB and
     * MySQL, whatever the {@code sql_mode} ({@code ANSI_QUOTES} makes {@code "} quote identifiers too, not instead).
     *
     * @param name letters, digits and {@code _}, not starting with a digit, optionally {@code schema.name}
     * @return the quoted identifier
     * @throws IllegalArgumentException if the name is not of that form
     * @throws UnsupportedOperationException on the dialects objectid-core writes no DDL for
     */
    public String identifier(String name) {
        if (!isPlain(name, true)) {
            throw new IllegalArgumentException("'" + name + "' is not a plain SQL identifier: " + PLAIN_FORM
                    + ", optionally qualified as schema.name");
        }
        return Arrays.stream(name.split("\\.")).map(this::quoted).collect(Collectors.joining("."));
    }

    /**
     * The class-path resource holding the SQL functions for ids of this dialect (MySQL shares MariaDB's).
     *
     * @return the resource name, without a leading slash
     * @throws UnsupportedOperationException on the dialects objectid-core has no functions for
     */
    public String functionsResource() {
        return "dev/objectid/sql/" + functionsFolder() + "/R__objectid_functions.sql";
    }

    /**
     * The script creating the SQL functions for ids ({@code objectid_timestamp}, {@code objectid_min_for},
     * {@code objectid_generate_for}, {@code objectid_from_hex}, {@code objectid_hex}), which can be run again to
     * replace them. The functions work the same whatever the settings of the sessions that create or call them.
     *
     * @return the SQL script
     * @throws UnsupportedOperationException on the dialects objectid-core has no functions for
     */
    public String functionsScript() {
        String resource = functionsResource();
        try (InputStream in = SqlDialect.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("objectid-core is missing its resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read " + resource, e);
        }
    }

    /** The folder of the function script, also the {@code sql-functions} check. */
    private String functionsFolder() {
        return switch (this) {
            case POSTGRESQL -> "postgresql";
            case MARIADB, MYSQL -> "mariadb";
            default -> throw unsupported("SQL functions");
        };
    }

    /** Whether {@code name} is a plain identifier, with one {@code schema.} qualifier if {@code qualified}. */
    static boolean isPlain(String name, boolean qualified) {
        if (name == null) {
            return false;
        }
        int dot = name.indexOf('.');
        if (dot < 0) {
            return PLAIN.matcher(name).matches();
        }
        return qualified
                && PLAIN.matcher(name.substring(0, dot)).matches()
                && PLAIN.matcher(name.substring(dot + 1)).matches();
    }

    /** A plain, unqualified identifier in this dialect's quotes. */
    private String quoted(String plain) {
        return switch (this) {
            case POSTGRESQL -> '"' + plain.toLowerCase(Locale.ROOT) + '"';
            case MARIADB, MYSQL -> '`' + plain + '`';
            default -> throw unsupported("DDL");
        };
    }

    /** Checks that this dialect has partition DDL. */
    void checkPartitions() {
        if (this != POSTGRESQL && this != MARIADB && this != MYSQL) {
            throw unsupported("partition DDL");
        }
    }

    /** The longest identifier the database keeps whole; PostgreSQL cuts longer ones, which could make two equal. */
    int maxIdentifierLength() {
        return this == POSTGRESQL ? 63 : 64;
    }

    /** A partition's name: a table of the table's schema on PostgreSQL ({@code orders_2026_05}), else {@code p2026_05}. */
    String partitionName(String table, String suffix) {
        return this == POSTGRESQL ? table + "_" + suffix : "p" + suffix;
    }

    /** {@code partition by range ("id")} or {@code partition by range columns (`id`)}. */
    String partitionClause(String column) {
        return this == POSTGRESQL
                ? "partition by range (" + identifier(column) + ")"
                : "partition by range columns (" + identifier(column) + ")";
    }

    /**
     * The statement adding one partition, which leaves an existing one as it is on PostgreSQL and MariaDB (MySQL has
     * no {@code if not exists} there).
     */
    String addPartition(String table, TimePartition partition) {
        if (this == POSTGRESQL) {
            return "create table if not exists " + identifier(partition.name()) + " partition of " + identifier(table)
                    + "\n    for values from (" + literal(partition.lowerBound()) + ") to ("
                    + literal(partition.upperBound()) + ");\n";
        }
        return "alter table " + identifier(table) + " add partition " + (this == MARIADB ? "if not exists " : "")
                + "(\n    " + partitionDefinition(partition) + ");\n";
    }

    /** The statements dropping one partition and its rows; PostgreSQL detaches it first. */
    String dropPartition(String table, TimePartition partition) {
        if (this == POSTGRESQL) {
            return "alter table " + identifier(table) + " detach partition " + identifier(partition.name())
                    + ";\ndrop table " + identifier(partition.name()) + ";\n";
        }
        return "alter table " + identifier(table) + " drop partition " + (this == MARIADB ? "if exists " : "")
                + identifier(partition.name()) + ";\n";
    }

    /** On MariaDB and MySQL: {@code partition `p2026_05` values less than (X'...')}. */
    String partitionDefinition(TimePartition partition) {
        return "partition " + identifier(partition.name()) + " values less than (" + literal(partition.upperBound())
                + ")";
    }

    private UnsupportedOperationException unsupported(String what) {
        return new UnsupportedOperationException(
                "objectid-core has no " + what + " for " + key() + "; it has for " + "postgresql, mariadb, mysql");
    }
}
