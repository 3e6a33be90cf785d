package dev.objectid.benchmarks.importer;

import dev.objectid.benchmarks.CommandLine;
import dev.objectid.benchmarks.Jdbc;
import dev.objectid.benchmarks.ResultFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * {@code objectid import} against the floor, whole processes from their start, on one database: for each shape (flat
 * orders; orders with their items into {@code order_lines}) and round, the floor ({@link ShopSchema#floorScript}
 * run by {@code psql} or {@code mariadb}) and the tool ({@code java -jar objectid-cli.jar import} of the
 * {@link ShopData} export into the empty tables with their keys), in alternating order, each into freshly made
 * tables and each checked afterwards: every row there, every key in place. Writes the seconds of each run, their
 * medians and the ratio floor / tool (the tool's speed as a fraction of the floor's).
 *
 * <p>Usage: {@code ImportBenchmark --database postgresql|mariadb --cli <objectid-cli.jar> --data <dir> --out <json>
 * [--host h] [--port p] [--user u] [--customers n] [--orders n] [--rounds n] [--java <java>] [--shapes flat,items]};
 * {@code --rounds 0} only writes the data.
 */
public final class ImportBenchmark {

    private static final String DATABASE = "bench_import";
    /** GNU time, which reports a process's peak resident memory. */
    private static final Path TIME = Path.of("/usr/bin/time");

    private final Map<String, String> options;
    private final boolean postgresql;
    private final Path data;
    private final String url;

    private ImportBenchmark(Map<String, String> options, Path data) {
        this.options = options;
        this.postgresql = CommandLine.required(options, "database").equals("postgresql");
        this.data = data;
        this.url = (postgresql ? "jdbc:postgresql://" : "jdbc:mariadb://") + host() + ":" + port() + "/";
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = CommandLine.parse(
                args,
                Set.of(
                        "database",
                        "cli",
                        "data",
                        "out",
                        "host",
                        "port",
                        "user",
                        "customers",
                        "orders",
                        "rounds",
                        "java",
                        "shapes"),
                Set.of());
        int customers = CommandLine.intOption(options, "customers", 100_000);
        int orders = CommandLine.intOption(options, "orders", 1_000_000);
        Path data = new ShopData(Path.of(CommandLine.required(options, "data")).toAbsolutePath(), customers, orders)
                .write();
        if (CommandLine.intOption(options, "rounds", 3) == 0) {
            return;
        }
        ImportBenchmark benchmark = new ImportBenchmark(options, data);
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("database", options.get("database"));
        result.put("loadAverageAtStart", loadAverage());
        result.put("customers", customers);
        result.put("orders", orders);
        result.put("products", ShopData.PRODUCTS);
        result.put("rounds", CommandLine.intOption(options, "rounds", 3));
        result.put("java", System.getProperty("java.runtime.version"));
        result.put("server", benchmark.serverSetting(benchmark.postgresql ? "server_version" : "version"));
        result.put(
                "cache", benchmark.serverSetting(benchmark.postgresql ? "shared_buffers" : "innodb_buffer_pool_size"));
        result.put(
                "cli",
                Path.of(CommandLine.required(options, "cli")).getFileName().toString());
        result.put("jvmStartSeconds", benchmark.jvmStart());
        List<Object> shapes = new ArrayList<>();
        for (String shape : options.getOrDefault("shapes", "flat,items").split(",")) {
            shapes.add(benchmark.shape(new ShopSchema(benchmark.postgresql, shape.equals("items"))));
        }
        result.put("shapes", shapes);
        result.put("loadAverageAtEnd", loadAverage());
        ResultFile.write(result, Path.of(CommandLine.required(options, "out")));
    }

    private Map<String, Object> shape(ShopSchema schema) throws Exception {
        String name = schema.items() ? "items" : "flat";
        Path mapping = Files.writeString(data.resolve("mapping-" + name + ".json"), schema.mapping());
        Path script = Files.writeString(
                data.resolve("floor-" + name + (postgresql ? ".psql" : ".sql")), schema.floorScript(data));
        Map<String, Long> expected = expectedRows(schema);
        List<String> files = new ArrayList<>(List.of(
                data.resolve("products.json").toString(),
                data.resolve("customers.json").toString(),
                data.resolve(name + "/orders.json").toString()));
        // the tool's peak memory (streaming keeps it the same whatever the export's size) and its CPU seconds, which
        // against its wall-clock seconds tell the time it works from the time it waits for the server
        Path usage = data.resolve("last-tool.usage");
        List<String> tool = new ArrayList<>(
                Files.isExecutable(TIME)
                        ? List.of(TIME.toString(), "-f", "%M %U %S", "-o", usage.toString())
                        : List.of());
        tool.addAll(List.of(
                options.getOrDefault("java", "java"),
                "-jar",
                CommandLine.required(options, "cli"),
                "import",
                "--url",
                url + DATABASE,
                "--user",
                user(),
                "--mapping",
                mapping.toString()));
        tool.addAll(files);
        List<String> floor = postgresql
                ? List.of(
                        "psql",
                        "-X",
                        "-q",
                        "-h",
                        host(),
                        "-p",
                        port(),
                        "-U",
                        user(),
                        "-d",
                        DATABASE,
                        "-f",
                        script.toString())
                : List.of("mariadb", "--local-infile=1", "-h", host(), "-P", port(), "-u", user(), DATABASE);
        List<Double> floorSeconds = new ArrayList<>();
        List<Double> toolSeconds = new ArrayList<>();
        List<Long> toolPeakKilobytes = new ArrayList<>();
        List<Double> toolCpuSeconds = new ArrayList<>();
        Map<String, String> contents = new LinkedHashMap<>();
        int rounds = CommandLine.intOption(options, "rounds", 3);
        for (int round = 0; round < rounds; round++) {
            for (boolean floorRun : round % 2 == 0 ? new boolean[] {true, false} : new boolean[] {false, true}) {
                prepare(schema, !floorRun || !postgresql);
                double seconds = run(
                        floorRun ? floor : tool,
                        floorRun && !postgresql ? script : null,
                        data.resolve("last-" + (floorRun ? "floor" : "tool") + ".log"));
                check(schema, expected, floorRun ? "floor" : "tool", contents);
                (floorRun ? floorSeconds : toolSeconds).add(seconds);
                if (!floorRun && Files.exists(usage)) {
                    String[] used = Files.readString(usage).strip().split(" ");
                    toolPeakKilobytes.add(Long.parseLong(used[0]));
                    toolCpuSeconds.add(Double.parseDouble(used[1]) + Double.parseDouble(used[2]));
                }
                System.out.printf(
                        "%s %s round %d: %s %.2f s%n",
                        options.get("database"), name, round + 1, floorRun ? "floor" : "tool", seconds);
            }
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("shape", name);
        result.put("rows", expected);
        result.put(
                "exportBytes",
                files.stream().mapToLong(f -> Path.of(f).toFile().length()).sum());
        result.put("floor", String.join(" ", floor) + (postgresql ? "" : " < " + script.getFileName()));
        result.put("floorScript", schema.floorScript(data).replace(data + "/", ""));
        result.put(
                "tool",
                String.join(" ", tool.subList(tool.indexOf("-jar") - 1, tool.size()))
                        .replace(data + "/", ""));
        result.put("floorSeconds", floorSeconds);
        result.put("toolSeconds", toolSeconds);
        result.put("toolPeakKilobytes", toolPeakKilobytes);
        result.put("toolCpuSeconds", toolCpuSeconds);
        double floorMedian = median(floorSeconds);
        double toolMedian = median(toolSeconds);
        result.put("floorMedianSeconds", floorMedian);
        result.put("toolMedianSeconds", toolMedian);
        result.put("toolSpeedOfFloor", floorMedian / toolMedian);
        result.put("lastToolOutput", Files.readAllLines(data.resolve("last-tool.log")));
        return result;
    }

    /** The median seconds of {@code java -jar objectid-cli.jar help}: the part of the tool's time that is start-up. */
    private double jvmStart() throws IOException, InterruptedException {
        List<Double> seconds = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            seconds.add(run(
                    List.of(options.getOrDefault("java", "java"), "-jar", CommandLine.required(options, "cli"), "help"),
                    null,
                    data.resolve("last-help.log")));
        }
        return median(seconds);
    }

    private String serverSetting(String name) throws SQLException {
        try (Connection connection = connect()) {
            return Jdbc.scalar(connection, postgresql ? "show " + name : "select @@" + name);
        }
    }

    /** Fresh, empty tables, with their keys or without; on PostgreSQL a checkpoint, so no run writes another's. */
    private void prepare(ShopSchema schema, boolean withKeys) throws SQLException, InterruptedException {
        try (Connection connection = connect()) {
            for (String sql : schema.dropAll()) {
                Jdbc.exec(connection, sql);
            }
            for (String sql : schema.tables()) {
                Jdbc.exec(connection, sql);
            }
            if (withKeys) {
                for (String sql : schema.keys()) {
                    Jdbc.exec(connection, sql);
                }
            }
            if (postgresql) {
                Jdbc.exec(connection, "checkpoint");
            } else {
                flushInnoDb(connection);
            }
        }
    }

    /**
     * MariaDB's counterpart of the checkpoint: InnoDB writes out the pages the last run and the new tables left dirty,
     * so that no run pays for the writes of the one before it.
     */
    private static void flushInnoDb(Connection connection) throws SQLException, InterruptedException {
        String limit = Jdbc.scalar(connection, "select @@global.innodb_max_dirty_pages_pct");
        Jdbc.exec(connection, "set global innodb_max_dirty_pages_pct = 0");
        try {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
            while (Long.parseLong(Jdbc.scalar(
                            connection,
                            "select variable_value from information_schema"
                                    + ".global_status where variable_name = 'INNODB_BUFFER_POOL_PAGES_DIRTY'"))
                    > 0) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(
                            "InnoDB still has dirty pages a minute after it was told to " + "write them all out");
                }
                Thread.sleep(100);
            }
        } finally {
            Jdbc.exec(connection, "set global innodb_max_dirty_pages_pct = " + limit);
        }
    }

    /**
     * Fails unless every table holds the rows of the data and has its primary and foreign keys, and the sums of
     * {@link ShopSchema#contents()} are those every earlier run of the shape left.
     */
    private void check(ShopSchema schema, Map<String, Long> expected, String run, Map<String, String> contents)
            throws SQLException {
        try (Connection connection = connect()) {
            for (Map.Entry<String, Long> table : expected.entrySet()) {
                long rows = Long.parseLong(Jdbc.scalar(connection, "select count(*) from " + table.getKey()));
                if (rows != table.getValue()) {
                    throw new IllegalStateException("the " + run + " left " + rows + " rows in " + table.getKey()
                            + ", not the " + table.getValue() + " of the data");
                }
            }
            long keys = Long.parseLong(Jdbc.scalar(
                    connection,
                    "select count(*) from information_schema"
                            + ".table_constraints where constraint_type in ('PRIMARY KEY', 'FOREIGN KEY') and table_schema = "
                            + (postgresql ? "current_schema()" : "database()")));
            if (keys != schema.constraints()) {
                throw new IllegalStateException(
                        "the " + run + " left " + keys + " primary and foreign keys, not " + schema.constraints());
            }
            try (Statement statement = connection.createStatement();
                    ResultSet sums = statement.executeQuery(schema.contents())) {
                sums.next();
                for (int i = 1; i <= sums.getMetaData().getColumnCount(); i++) {
                    String name = sums.getMetaData().getColumnLabel(i);
                    String earlier = contents.putIfAbsent(name, sums.getString(i));
                    if (earlier != null && !earlier.equals(sums.getString(i))) {
                        throw new IllegalStateException("the " + run + " left " + name + " = " + sums.getString(i)
                                + ", an earlier run " + earlier);
                    }
                }
            }
        }
    }

    /** The rows each table gets: one a line of the floor's files. */
    private Map<String, Long> expectedRows(ShopSchema schema) throws IOException {
        Map<String, Long> rows = new LinkedHashMap<>();
        for (String table : schema.names()) {
            try (Stream<String> lines = Files.lines(data.resolve("postgresql/" + table + ".csv"))) {
                rows.put(table, lines.count());
            }
        }
        return rows;
    }

    /** Runs a process to its end; its seconds from start to exit. */
    private static double run(List<String> command, Path input, Path log) throws IOException, InterruptedException {
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        if (input != null) {
            builder.redirectInput(input.toFile());
        }
        long start = System.nanoTime();
        int status = builder.start().waitFor();
        double seconds = (System.nanoTime() - start) / 1e9;
        if (status != 0) {
            throw new IllegalStateException(
                    String.join(" ", command) + " exited with " + status + ":\n" + Files.readString(log));
        }
        return seconds;
    }

    private Connection connect() throws SQLException {
        try (Connection admin = DriverManager.getConnection(url + (postgresql ? "postgres" : ""), user(), "")) {
            if (postgresql
                    && Jdbc.scalar(admin, "select count(*) from pg_database where datname = '" + DATABASE + "'")
                            .equals("0")) {
                Jdbc.exec(admin, "create database " + DATABASE);
            } else if (!postgresql) {
                Jdbc.exec(admin, "create database if not exists " + DATABASE);
            }
        }
        return DriverManager.getConnection(url + DATABASE, user(), "");
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static String loadAverage() throws IOException {
        return Files.readString(Path.of("/proc/loadavg")).strip();
    }

    private String host() {
        return options.getOrDefault("host", "127.0.0.1");
    }

    private String port() {
        return options.getOrDefault("port", postgresql ? "5432" : "3306");
    }

    private String user() {
        return options.getOrDefault("user", postgresql ? "postgres" : "root");
    }
}
