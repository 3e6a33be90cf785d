package dev.objectid.cli;

import dev.objectid.ObjectId;
import dev.objectid.sql.SqlDialect;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A database {@code --dialect} names: one of core's {@link SqlDialect}s, or {@code hsqldb}, whose binary literal
 * {@code X'<hex>'} is H2's and which has no SQL functions, partitions or re-runnable insert of core's.
 *
 * @param key the name {@code --dialect} takes, in lower case
 * @param sql core's dialect that writes its literals
 */
record Dialect(String key, SqlDialect sql) {

    /** The names, for picocli's completion candidates in {@code --help}. */
    static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return all().stream().map(Dialect::key).iterator();
        }
    }

    /** HyperSQL: the SQL standard's binary literal, as H2 writes it. */
    static final Dialect HSQLDB = new Dialect("hsqldb", SqlDialect.H2);

    /** Every dialect, core's in their order with {@code hsqldb} after {@code h2}. */
    static List<Dialect> all() {
        List<Dialect> all = new ArrayList<>();
        for (SqlDialect dialect : SqlDialect.values()) {
            all.add(new Dialect(dialect.key(), dialect));
            if (dialect == SqlDialect.H2) {
                all.add(HSQLDB);
            }
        }
        return all;
    }

    /** The names accepted, for messages: {@code postgresql, mariadb, ...}. */
    static String names() {
        return all().stream().map(Dialect::key).collect(Collectors.joining(", "));
    }

    /**
     * The dialect of a name, in any case.
     *
     * @throws IllegalArgumentException naming the dialects accepted
     */
    static Dialect named(String name) {
        for (Dialect dialect : all()) {
            if (dialect.key().equalsIgnoreCase(name)) {
                return dialect;
            }
        }
        throw new IllegalArgumentException("unknown SQL dialect '" + name + "'; accepted: " + names());
    }

    String literal(ObjectId id) {
        return sql.literal(id);
    }

    /**
     * Core's dialect for the DDL core writes ({@code what}: SQL functions, partition DDL), which has none for
     * {@code hsqldb}.
     *
     * @throws UnsupportedOperationException for {@code hsqldb}, in the words core uses for the others it lacks
     */
    SqlDialect server(String what) {
        if (this.equals(HSQLDB)) {
            throw new UnsupportedOperationException(
                    "objectid-core has no " + what + " for hsqldb; it has for postgresql, mariadb, mysql");
        }
        return sql;
    }
}
