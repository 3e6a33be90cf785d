package dev.objectid.it;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * Records the SQL Hibernate sends, through a {@link StatementInspector} registered with the
 * {@code hibernate.session_factory.statement_inspector} setting.
 */
public final class SqlCapture implements StatementInspector {

    private static final long serialVersionUID = 1L;

    private static final List<String> STATEMENTS = new CopyOnWriteArrayList<>();
    private static volatile boolean recording;

    /** Called by Hibernate through the setting; instances share one log. */
    public SqlCapture() {}

    @Override
    public String inspect(String sql) {
        if (recording) {
            STATEMENTS.add(sql);
        }
        return sql;
    }

    /** Runs {@code action} and returns the statements it sent, in order. Not for concurrent use. */
    public static List<String> during(Runnable action) {
        STATEMENTS.clear();
        recording = true;
        try {
            action.run();
        } finally {
            recording = false;
        }
        return new ArrayList<>(STATEMENTS);
    }
}
