package dev.objectid.benchmarks.read;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.FlushMode;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.springframework.data.jpa.repository.support.SimpleJpaRepository;

/**
 * What the read-path benchmark does, apart from timing: one database with the four tables, the rows loaded once,
 * the two ways of reading them back, and the check that a read returned exactly the rows loaded.
 *
 * <p>Every read runs in a fresh session (so the first-level cache is empty), read-only with manual flushing as
 * Spring's {@code @Transactional(readOnly = true)} sets it (so no snapshots and no dirty checking), and there is no
 * second-level or query cache: every row is read from the database and mapped.
 */
final class ReadPath implements AutoCloseable {

    /** The default number of ids per {@code findAllById} call: a page of ids, as an application passes them. */
    static final int FIND_ALL_BY_ID_CHUNK = 100;

    static final int INSERT_BATCH = 1000;

    /**
     * The JVM options of every JVM that times reads: a heap large enough that a read never waits for a full
     * collection, and the throughput collector, so that the collector is not what differs between two reads.
     */
    static final String MIN_HEAP = "-Xms4g";

    static final String MAX_HEAP = "-Xmx4g";
    static final String YOUNG = "-Xmn3g";
    static final String COLLECTOR = "-XX:+UseParallelGC";
    static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";
    static final List<String> JVM_OPTIONS = List.of(MIN_HEAP, MAX_HEAP, YOUNG, COLLECTOR, PRE_TOUCH);

    final ReadScheme scheme;
    final int rows;
    final int chunk;
    private final String db;
    private final SessionFactory factory;
    /** Whether {@link #close()} closes the factory: {@code false} for a path that {@link #beside} opened. */
    private final boolean ownsFactory;

    private final List<Object> ids;

    private ReadPath(ReadScheme scheme, int rows, int chunk, String db, SessionFactory factory, boolean ownsFactory) {
        this.scheme = scheme;
        this.rows = rows;
        this.chunk = chunk;
        this.db = db;
        this.factory = factory;
        this.ownsFactory = ownsFactory;
        List<Object> all = new ArrayList<>(rows);
        for (int i = 0; i < rows; i++) {
            all.add(scheme.id(i));
        }
        this.ids = List.copyOf(all);
    }

    /**
     * Creates the tables in the database ({@code h2}: a fresh in-memory database; {@code postgresql}: the database of
     * {@code url}, created if missing) and loads {@code rows} rows of {@code scheme}; {@link #findAllById()} passes
     * {@code chunk} ids per call.
     */
    static ReadPath open(String db, String url, String user, ReadScheme scheme, int rows, int chunk)
            throws SQLException {
        if (rows < 1 || rows > ReadScheme.MAX_ROWS) {
            throw new IllegalArgumentException("rows=" + rows + ": expected 1 to " + ReadScheme.MAX_ROWS);
        }
        if (chunk < 1) {
            throw new IllegalArgumentException("chunk=" + chunk + ": expected at least 1 id per findAllById call");
        }
        String jdbcUrl = switch (db) {
            case "h2" -> url.isEmpty() ? "jdbc:h2:mem:read_path;DB_CLOSE_DELAY=-1" : url;
            case "postgresql" -> {
                String u = url.isEmpty() ? "jdbc:postgresql://127.0.0.1:5432/bench_read" : url;
                createDatabaseIfMissing(u, user);
                yield u + (u.contains("?") ? "&" : "?") + "reWriteBatchedInserts=true";
            }
            default -> throw new IllegalArgumentException("db=" + db + ": expected h2 or postgresql");
        };
        Configuration configuration = new Configuration();
        for (ReadScheme s : ReadScheme.values()) {
            configuration.addAnnotatedClass(s.entity);
        }
        configuration.setProperty("hibernate.connection.url", jdbcUrl);
        configuration.setProperty("hibernate.connection.username", user);
        configuration.setProperty("hibernate.connection.password", "");
        configuration.setProperty("hibernate.connection.pool_size", "1");
        configuration.setProperty("hibernate.jdbc.batch_size", String.valueOf(INSERT_BATCH));
        configuration.setProperty("hibernate.hbm2ddl.auto", "create-drop");
        configuration.setProperty("hibernate.cache.use_second_level_cache", "false");
        configuration.setProperty("hibernate.cache.use_query_cache", "false");
        configuration.setProperty("hibernate.show_sql", "false");
        SessionFactory factory = configuration.buildSessionFactory();
        try {
            return new ReadPath(scheme, rows, chunk, db, factory, true).loaded();
        } catch (RuntimeException | SQLException e) {
            factory.close();
            throw e;
        }
    }

    /**
     * The rows of another scheme, in the same database through the same session factory, so that two schemes can be
     * read in turn in one JVM: loaded into the other scheme's table, or, where both entities map one table, the rows
     * this path loaded. Closing the returned path leaves this one open.
     */
    ReadPath beside(ReadScheme other) throws SQLException {
        if (other == scheme) {
            throw new IllegalArgumentException(other + " is this path's own scheme: expected another one");
        }
        ReadPath path = new ReadPath(other, rows, chunk, db, factory, false);
        return path.table().equals(table()) ? path : path.loaded();
    }

    private ReadPath loaded() throws SQLException {
        load();
        if (db.equals("postgresql")) {
            sql("vacuum analyze " + table());
        }
        return this;
    }

    private void load() {
        Instant createdAt = ReadScheme.BASE;
        try (Session session = factory.openSession()) {
            session.getTransaction().begin();
            for (int i = 0; i < rows; i++) {
                session.persist(scheme.row(i, createdAt));
                if ((i + 1) % INSERT_BATCH == 0) {
                    session.flush();
                    session.clear();
                }
            }
            session.getTransaction().commit();
        }
    }

    private String table() {
        return scheme.entity.getAnnotation(jakarta.persistence.Table.class).name();
    }

    private void sql(String statement) throws SQLException {
        try (Session session = factory.openSession()) {
            session.doWork(c -> {
                boolean autoCommit = c.getAutoCommit();
                c.setAutoCommit(true); // vacuum refuses to run in a transaction
                try (Statement s = c.createStatement()) {
                    s.execute(statement);
                } finally {
                    c.setAutoCommit(autoCommit);
                }
            });
        }
    }

    /** All rows through {@code where id between :first and :last}, the first and the last id loaded. */
    List<? extends ReadPayload> byIdRange() {
        try (Session session = readOnlySession()) {
            session.getTransaction().begin();
            List<? extends ReadPayload> result = session.createSelectionQuery(
                            "from " + scheme.entity.getSimpleName() + " e where e.id between :first and :last",
                            scheme.entity)
                    .setParameter("first", ids.get(0))
                    .setParameter("last", ids.get(rows - 1))
                    .getResultList();
            session.getTransaction().commit();
            return result;
        }
    }

    /**
     * All rows through Spring Data JPA's {@link SimpleJpaRepository#findAllById}, {@code chunk} ids per call, in one
     * session; the repository is the class Spring Data instantiates behind a {@code JpaRepository} interface.
     */
    List<? extends ReadPayload> findAllById() {
        try (Session session = readOnlySession()) {
            session.getTransaction().begin();
            @SuppressWarnings({"unchecked", "rawtypes"})
            SimpleJpaRepository<ReadPayload, Object> repository = new SimpleJpaRepository(scheme.entity, session);
            List<ReadPayload> result = new ArrayList<>(rows);
            for (int from = 0; from < rows; from += chunk) {
                result.addAll(repository.findAllById(ids.subList(from, Math.min(rows, from + chunk))));
            }
            session.getTransaction().commit();
            return result;
        }
    }

    private Session readOnlySession() {
        Session session = factory.openSession();
        session.setDefaultReadOnly(true);
        session.setHibernateFlushMode(FlushMode.MANUAL);
        return session;
    }

    /** The cheap check after every timed read: as many entities as rows loaded. */
    void checkCount(List<? extends ReadPayload> loaded) {
        if (loaded.size() != rows) {
            throw new IllegalStateException(scheme + ": read " + loaded.size() + " entities, expected " + rows);
        }
    }

    /**
     * The full check, once per trial: every id loaded is read back exactly once, of the scheme's id type, with the
     * payload of its row.
     */
    void verify(List<? extends ReadPayload> loaded) {
        checkCount(loaded);
        Map<Object, Integer> index = new HashMap<>(rows * 2);
        for (int i = 0; i < rows; i++) {
            index.put(ids.get(i), i);
        }
        boolean[] seen = new boolean[rows];
        for (ReadPayload entity : loaded) {
            if (!scheme.entity.isInstance(entity)) {
                throw new IllegalStateException(
                        scheme + ": read a " + entity.getClass().getName() + ", expected a " + scheme.entity.getName());
            }
            Integer i = index.get(entity.id());
            if (i == null) {
                throw new IllegalStateException(scheme + ": read id " + entity.id() + ", which was not loaded");
            }
            if (seen[i]) {
                throw new IllegalStateException(scheme + ": read id " + entity.id() + " twice");
            }
            seen[i] = true;
            if (!entity.name.equals("customer-" + i) || entity.amount != i * 7L % 100_000) {
                throw new IllegalStateException(scheme + ": id " + entity.id() + " read with name " + entity.name
                        + " and amount " + entity.amount + ", expected the payload of row " + i);
            }
        }
    }

    @Override
    public void close() {
        if (ownsFactory) {
            factory.close();
        }
    }

    /** Connects to the database of {@code url}; when it does not exist, creates it through the server's postgres. */
    static void createDatabaseIfMissing(String url, String user) throws SQLException {
        try (Connection ignored = DriverManager.getConnection(url, user, "")) {
            return;
        } catch (SQLException e) {
            if (!"3D000".equals(e.getSQLState())) {
                throw e;
            }
        }
        int slash = url.lastIndexOf('/');
        int end = url.indexOf('?', slash) < 0 ? url.length() : url.indexOf('?', slash);
        String name = url.substring(slash + 1, end);
        if (!name.matches("[a-z_][a-z0-9_]*")) {
            throw new IllegalArgumentException(
                    "database name " + name + " in " + url + ": expected lower-case letters, digits and _");
        }
        try (Connection admin = DriverManager.getConnection(url.substring(0, slash + 1) + "postgres", user, "");
                Statement s = admin.createStatement()) {
            s.execute("create database " + name);
        }
    }
}
