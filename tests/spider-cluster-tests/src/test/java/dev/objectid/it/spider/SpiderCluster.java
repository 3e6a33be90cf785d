package dev.objectid.it.spider;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A throwaway sharded MariaDB: two backend servers and a front end with the Spider engine, three {@code mariadbd}
 * processes started here, each with a data directory and a temporary directory of its own, and stopped (directories
 * removed) by {@link #close()}. The shared server on port 3306 is not touched.
 *
 * <ul>
 *   <li>Ports 23306 (front end), 23307 and 23308 (backends); each backend listens on its own loopback address
 *       (127.0.0.1, 127.0.0.2): Spider's two-phase commit tells the members of a transaction apart by host. The
 *       ports are below the range Linux gives outgoing connections their local port from, where a client connection
 *       of another test can hold the port without listening on it, which no check beforehand sees.</li>
 *   <li>Data in {@code /dev/shm} where there is one (a start takes about 1.5 s there, 7 to 10 s on disk).</li>
 *   <li>Every server has its own {@code --tmpdir}: a starting mariadbd deletes the temporary-table files of its
 *       tmpdir, which by default is the {@code /tmp} the shared server uses.</li>
 *   <li>The Spider plugin, {@code ha_spider.so}, is read from {@code OBJECTID_SPIDER_PLUGIN_DIR} when set (what
 *       {@code .ci/spider-plugin} prints), else from mariadbd's own plugin directory.</li>
 * </ul>
 */
public final class SpiderCluster implements AutoCloseable {

    static final int FRONT_PORT = 23306;
    static final int BACKENDS = 2;
    static final String PLUGIN_DIR_VARIABLE = "OBJECTID_SPIDER_PLUGIN_DIR";
    private static final long READY_TIMEOUT_MILLIS = 60_000;

    private final Path directory;
    private final List<Server> servers = new ArrayList<>();
    private final Thread shutdownHook = new Thread(this::close, "stop the Spider cluster");

    /** A mariadbd of the cluster: index 0 is the front end, 1.. the backends. */
    private record Server(String name, String host, int port, Process process, Path log) {}

    private SpiderCluster(Path directory) {
        this.directory = directory;
    }

    /**
     * Starts the front end and the backends, and waits until each answers (the front end with Spider active).
     *
     * @throws IllegalStateException if a port is taken, a program or the Spider plugin is missing, or a server does
     *         not start; the message says what to do, with the end of the server's log
     */
    public static SpiderCluster start() throws IOException, InterruptedException {
        for (int i = 0; i <= BACKENDS; i++) {
            requireFree(host(i), port(i));
        }
        String mariadbd = program("mariadbd", "/usr/sbin/mariadbd");
        String installDb = program("mariadb-install-db", "/usr/bin/mariadb-install-db");
        Path pluginDir = pluginDir(mariadbd);
        Path shm = Path.of("/dev/shm");
        Path parent =
                Files.isDirectory(shm) && Files.isWritable(shm) ? shm : Path.of(System.getProperty("java.io.tmpdir"));
        SpiderCluster cluster = new SpiderCluster(Files.createDirectory(
                parent.resolve("objectid-spider-" + UUID.randomUUID().toString().substring(0, 8))));
        Runtime.getRuntime().addShutdownHook(cluster.shutdownHook);
        try {
            cluster.initialize(installDb);
            for (int i = 0; i <= BACKENDS; i++) {
                cluster.launch(mariadbd, i, pluginDir);
            }
            for (int i = 1; i <= BACKENDS; i++) {
                cluster.awaitReady(cluster.servers.get(i), "select 1");
            }
            cluster.awaitReady(
                    cluster.servers.get(0),
                    "select count(*) from information_schema.plugins"
                            + " where plugin_name = 'SPIDER' and plugin_status = 'ACTIVE' and exists (select 1 from"
                            + " information_schema.tables where table_schema = 'mysql' and table_name = 'spider_tables')");
            return cluster;
        } catch (IOException | InterruptedException | RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    /** The front end's JDBC URL for a database. */
    public String frontUrl(String database) {
        return url(0, database);
    }

    /** The JDBC URL of backend {@code i} (1 or 2) for a database. */
    public String backendUrl(int i, String database) {
        return url(i, database);
    }

    /** A connection to the front end ({@code i} = 0) or a backend, as root. */
    public Connection connect(int i, String database) throws SQLException {
        return DriverManager.getConnection(url(i, database), "root", "");
    }

    /** Stops every server (SIGTERM, then SIGKILL after 30 s) and removes the directories; does nothing twice. */
    @Override
    public synchronized void close() {
        for (Server server : servers) {
            server.process().destroy();
        }
        for (Server server : servers) {
            try {
                if (!server.process().waitFor(30, TimeUnit.SECONDS)) {
                    server.process().destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                server.process().destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        servers.clear();
        delete(directory);
        if (Thread.currentThread() != shutdownHook) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or has run
            }
        }
    }

    private static String host(int i) {
        return i == 0 ? "127.0.0.1" : "127.0.0." + i;
    }

    private static int port(int i) {
        return FRONT_PORT + i;
    }

    private static String url(int i, String database) {
        return "jdbc:mariadb://" + host(i) + ":" + port(i) + "/" + database;
    }

    /**
     * One data directory, copied for each server: cheaper than a bootstrap each. Root may connect from any loopback
     * address; the bootstrap runs with --skip-grant-tables, so the file starts with FLUSH PRIVILEGES.
     */
    private void initialize(String installDb) throws IOException, InterruptedException {
        Path users = Files.writeString(directory.resolve("users.sql"), """
                FLUSH PRIVILEGES;
                CREATE USER IF NOT EXISTS 'root'@'127.%' IDENTIFIED BY '';
                GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.%' WITH GRANT OPTION;
                """);
        Path template = directory.resolve("template");
        Path templateTmp = Files.createDirectories(directory.resolve("template.tmp"));
        run(
                List.of(
                        installDb,
                        "--no-defaults",
                        "--datadir=" + template,
                        "--tmpdir=" + templateTmp,
                        "--user=root",
                        "--auth-root-authentication-method=normal",
                        "--skip-test-db",
                        "--skip-name-resolve",
                        "--extra-file=" + users,
                        "--innodb-log-file-size=8M",
                        "--innodb-buffer-pool-size=32M"),
                directory.resolve("install-db.log"));
        for (int i = 0; i <= BACKENDS; i++) {
            copy(template, directory.resolve(name(i)));
            Files.createDirectories(directory.resolve(name(i) + ".tmp"));
        }
        delete(template);
        delete(templateTmp);
    }

    private static String name(int i) {
        return i == 0 ? "front" : "backend" + i;
    }

    private void launch(String mariadbd, int i, Path pluginDir) throws IOException {
        String name = name(i);
        List<String> command = new ArrayList<>(List.of(
                mariadbd,
                "--no-defaults",
                "--datadir=" + directory.resolve(name),
                "--tmpdir=" + directory.resolve(name + ".tmp"),
                "--port=" + port(i),
                "--bind-address=" + host(i),
                "--socket=" + directory.resolve(name + ".sock"),
                "--pid-file=" + directory.resolve(name + ".pid"),
                "--user=root",
                "--skip-name-resolve",
                "--character-set-server=utf8mb4",
                "--collation-server=utf8mb4_general_ci",
                "--innodb-buffer-pool-size=32M",
                "--innodb-log-file-size=8M",
                "--innodb-flush-log-at-trx-commit=2",
                "--innodb-buffer-pool-dump-at-shutdown=0",
                "--innodb-buffer-pool-load-at-startup=0",
                "--innodb-fast-shutdown=3",
                "--max-connections=200"));
        if (i == 0) {
            command.addAll(List.of(
                    "--plugin-dir=" + pluginDir,
                    "--plugin-load-add=ha_spider",
                    // two-phase commit across the backends for transactions that span them
                    "--spider-internal-xa=1"));
        }
        Path log = directory.resolve(name + ".log");
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        servers.add(new Server(name, host(i), port(i), process, log));
    }

    private void awaitReady(Server server, String check) throws InterruptedException {
        long deadline = System.currentTimeMillis() + READY_TIMEOUT_MILLIS;
        SQLException last = null;
        while (System.currentTimeMillis() < deadline) {
            if (!server.process().isAlive()) {
                throw new IllegalStateException(server.name() + " (mariadbd on " + server.host() + ":"
                        + server.port() + ") exited with status "
                        + server.process().exitValue() + ":\n"
                        + tail(server.log()));
            }
            try (Connection connection = DriverManager.getConnection(url(servers.indexOf(server), ""), "root", "");
                    var statement = connection.createStatement();
                    var row = statement.executeQuery(check)) {
                if (row.next() && row.getInt(1) == 1) {
                    return;
                }
            } catch (SQLException e) {
                last = e;
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException(server.name() + " (mariadbd on " + server.host() + ":" + server.port()
                + ") did not answer '" + check + "' within " + READY_TIMEOUT_MILLIS / 1000 + " s"
                + (last == null ? "" : " (" + last.getMessage() + ")") + ":\n" + tail(server.log()));
    }

    private static void requireFree(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), 200);
        } catch (IOException free) {
            return;
        }
        throw new IllegalStateException(host + ":" + port + " is in use: the Spider cluster needs ports " + FRONT_PORT
                + ".." + (FRONT_PORT + BACKENDS) + " (another run of this suite, or a cluster left running?)");
    }

    private static String program(String name, String fallback) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                return Path.of(dir, name).toString();
            }
        }
        if (Files.isExecutable(Path.of(fallback))) {
            return fallback;
        }
        throw new IllegalStateException("The Spider cluster suite needs the MariaDB server's " + name + " (Debian: "
                + "apt-get install mariadb-server); it is neither on the PATH nor at " + fallback);
    }

    /** OBJECTID_SPIDER_PLUGIN_DIR, else the plugin-dir mariadbd reports; it must hold ha_spider.so. */
    private static Path pluginDir(String mariadbd) throws IOException, InterruptedException {
        String configured = System.getenv(PLUGIN_DIR_VARIABLE);
        Path dir;
        if (configured != null && !configured.isBlank()) {
            dir = Path.of(configured);
        } else {
            Process help = new ProcessBuilder(mariadbd, "--no-defaults", "--verbose", "--help")
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String output = new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            help.waitFor();
            dir = output.lines()
                    .filter(line -> line.startsWith("plugin-dir "))
                    .findFirst()
                    .map(line -> Path.of(line.substring("plugin-dir".length()).strip()))
                    .orElse(Path.of("/usr/lib/mysql/plugin"));
        }
        if (!Files.isRegularFile(dir.resolve("ha_spider.so"))) {
            throw new IllegalStateException("The Spider plugin ha_spider.so is not in " + dir + ". Install the Debian"
                    + " package mariadb-plugin-spider of the same version as mariadb-server, or run"
                    + " .ci/spider-plugin (it unpacks the plugin without installing it) and set " + PLUGIN_DIR_VARIABLE
                    + " to the directory it prints; or remove spider from OBJECTID_TEST_DATABASES.");
        }
        return dir;
    }

    private static void run(List<String> command, Path log) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IllegalStateException(String.join(" ", command) + " failed:\n" + tail(log));
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }

    private static void delete(Path path) {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> files = Files.walk(path)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not remove " + path, e);
        }
    }
}
