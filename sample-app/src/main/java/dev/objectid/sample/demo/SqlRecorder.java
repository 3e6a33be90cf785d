package dev.objectid.sample.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * A Hibernate {@link StatementInspector} that records the SQL a piece of code sends, so that the {@link Tour} can show
 * the query behind a time-range lookup. It records only on the thread that asked, only while it asks; any other
 * statement passes through untouched. {@link SqlRecording} hands it to Hibernate.
 */
public final class SqlRecorder implements StatementInspector {

    private static final long serialVersionUID = 1L;

    private final transient ThreadLocal<List<String>> recording = new ThreadLocal<>();

    @Override
    public String inspect(String sql) {
        List<String> statements = recording.get();
        if (statements != null) {
            statements.add(sql);
        }
        return sql;
    }

    /**
     * Runs {@code action} and returns what it returned together with the SQL statements it sent, in order.
     *
     * @param action the code to watch; it runs on the calling thread
     * @param <T> what it returns
     * @return its result and its statements
     */
    public <T> Recorded<T> record(Supplier<T> action) {
        List<String> statements = new ArrayList<>();
        recording.set(statements);
        try {
            T result = action.get();
            return new Recorded<>(result, List.copyOf(statements));
        } finally {
            recording.remove();
        }
    }

    /**
     * The result of an action and the SQL it sent.
     *
     * @param result what the action returned
     * @param statements the SQL statements, as Hibernate sent them (parameters as {@code ?})
     * @param <T> the result's type
     */
    public record Recorded<T>(T result, List<String> statements) {}
}
