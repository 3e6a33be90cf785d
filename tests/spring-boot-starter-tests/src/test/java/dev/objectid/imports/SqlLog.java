package dev.objectid.imports;

import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/** Every SQL statement Hibernate prepares, in order: {@code hibernate.session_factory.statement_inspector}. */
public class SqlLog implements StatementInspector {

    private static final long serialVersionUID = 1L;
    private static final Queue<String> STATEMENTS = new ConcurrentLinkedQueue<>();

    @Override
    public String inspect(String sql) {
        STATEMENTS.add(sql);
        return sql;
    }

    static void clear() {
        STATEMENTS.clear();
    }

    /** The statements since the last {@link #clear()} that start with {@code verb} ({@code select}, ...). */
    static List<String> statements(String verb) {
        return STATEMENTS.stream()
                .filter(sql -> sql.strip().toLowerCase(java.util.Locale.ROOT).startsWith(verb))
                .toList();
    }
}
