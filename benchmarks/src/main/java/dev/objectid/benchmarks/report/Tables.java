package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.objectid.benchmarks.report.Results.Jmh;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** The result tables of the harnesses that are not JMH, each from its own JSON file. */
final class Tables {

    static final String NOT_MEASURED = "Not measured in this run.";
    static final List<String> KEYS = List.of("IDENTITY", "SEQUENCE", "UUID_V4", "UUID_V7", "OBJECT_ID");

    private Tables() {}

    /** {@code run.json}: the machine of the last run, then every recorded command with its CPU and load. */
    static String machine(Results results) {
        JsonNode run = results.json("run.json");
        if (run.isMissingNode()) {
            return NOT_MEASURED;
        }
        JsonNode m = run.path("machine");
        Table machine = new Table("", "")
                .row("CPU", m.path("cpu").asText())
                .row("Cores seen by the JVM", m.path("cores").asText())
                .row("Memory", m.path("memory").asText())
                .row("OS", m.path("os").asText() + " (" + m.path("kernel").asText() + ")")
                .row("JVM", m.path("java").asText());
        Table runs = new Table("Command", "CPU", "Java", "Started", "Load at start", "Load at end");
        for (JsonNode inv : run.path("invocations")) {
            runs.row(
                    "`" + inv.path("command").asText().strip() + "`",
                    inv.path("cpu").asText("–"),
                    inv.path("java").asText("–").replaceAll(".* VM ([0-9.]+).*", "$1"),
                    inv.path("started").asText().replaceAll("\\.\\d+Z$", "Z"),
                    load(inv.path("loadAverageAtStart").asText()),
                    load(inv.path("loadAverageAtEnd").asText("")));
        }
        return machine + "\n\nRecorded runs (load average over 1, 5, 15 minutes):\n\n" + runs;
    }

    private static String load(String loadavg) {
        String[] parts = loadavg.split(" ");
        return parts.length >= 3 ? parts[0] + ", " + parts[1] + ", " + parts[2] : "?";
    }

    /**
     * Generation, hex and parsing beside the driver and beside the floor no implementation can beat, from the same
     * JMH run: generation from {@code jmh-generation-1-thread.json}, hex and parsing from {@code jmh-hex.json}.
     */
    static String floors(Results results) {
        Table table = new Table("Operation", "objectid-jpa ns:", "driver ns:", "floor ns:", "× driver:", "× floor:");
        String[][] rows = {
            {
                "jmh-generation-1-thread.json",
                "`ObjectId.generate()`",
                "objectId",
                "driverObjectId",
                "floor",
                "0.9",
                "1.3"
            },
            {"jmh-hex.json", "`toHexString()`", "toHexString", "driverToHexString", "newString", "0.5", "2"},
            {"jmh-hex.json", "`ObjectId.parse(hex)`", "parse", "driverParse", "readChars", "0.5", "2"}
        };
        for (String[] r : rows) {
            Optional<Jmh> ours = results.jmh(r[0], r[2]);
            Optional<Jmh> driver = results.jmh(r[0], r[3]);
            Optional<Jmh> floor = results.jmh(r[0], r[4]);
            if (ours.isPresent() && driver.isPresent() && floor.isPresent()) {
                table.row(
                        r[1],
                        ours.get().scoreWithError(),
                        driver.get().scoreWithError(),
                        floor.get().scoreWithError(),
                        Fmt.ratio(ours.get().score() / driver.get().score()),
                        Fmt.ratio(ours.get().score() / floor.get().score()));
            }
        }
        return table.isEmpty() ? NOT_MEASURED : table.toString();
    }

    /** {@code UniquenessStress}: ids from every core for some seconds, duplicates counted, per library. */
    static String uniqueness(Results results) {
        JsonNode u = results.json("uniqueness.json");
        Table table = new Table(
                "Library", "ids generated:", "ids/s:", "duplicates:", "seconds stamped:", "last timestamp - clock:");
        for (JsonNode res : u.path("results")) {
            table.row(
                    res.path("library").asText().equals("driver") ? "MongoDB driver" : "objectid-jpa",
                    Fmt.whole(res.path("generated").asDouble()),
                    Fmt.whole(res.path("idsPerSecond").asDouble()),
                    "**" + Fmt.whole(res.path("duplicates").asDouble()) + "**",
                    res.path("distinctTimestampSeconds").asInt(),
                    res.path("lastTimestampMinusWallClockSeconds").asText("–") + " s");
        }
        return table.isEmpty()
                ? NOT_MEASURED
                : u.path("threads").asInt() + " threads, "
                        + Fmt.num(u.path("secondsPerLibrary").asDouble()) + " s per library.\n\n" + table;
    }

    /** {@code DatabaseBenchmark} on PostgreSQL: per key scheme, rows/s, index size, WAL and blocks read. */
    static String postgresqlInserts(Results results, String file) {
        JsonNode server = results.json(file).path("server");
        return insertTable(
                results,
                file,
                server.path("version").asText().replaceAll(" \\(.*", "") + ", shared_buffers "
                        + server.path("shared_buffers").asText() + ", max_wal_size "
                        + server.path("max_wal_size").asText(),
                "IDENTITY",
                List.of("pkey:", "WAL:", "WAL/row:", "pkey blocks read:", "checkpoints:"),
                i -> List.of(
                        Fmt.mib(i.path("pkeyBytes").asLong()),
                        Fmt.mib(i.path("walBytes").asLong()),
                        Fmt.whole(i.path("walBytes").asDouble() / i.path("rows").asDouble()) + " B",
                        Fmt.whole(i.path("pkeyBlocksRead").asDouble()),
                        Fmt.whole(i.path("bgwriter").path("checkpoints_timed").asDouble()
                                + i.path("bgwriter").path("checkpoints_req").asDouble())));
    }

    /** {@code InnoDbBenchmark}: per key scheme, rows/s, table and secondary index size, pages read, redo. */
    static String innodbInserts(Results results, String file, String anchor) {
        JsonNode root = results.json(file);
        JsonNode cgroup = root.path("memoryCgroup");
        return insertTable(
                results,
                file,
                "MariaDB " + root.path("server").path("version").asText().replaceAll("^([0-9.]+).*", "$1")
                        + ", buffer pool "
                        + Fmt.mib(root.path("server")
                                .path("innodb_buffer_pool_size")
                                .asLong())
                        + (cgroup.isMissingNode() ? "" : memoryLimit(cgroup)),
                anchor,
                List.of("table:", "secondary index:", "pages read from disk:", "redo written:"),
                i -> List.of(
                        Fmt.mib(i.path("tableBytes").asLong()),
                        Fmt.mib(i.path("round").path("secondaryIndexBytes").asLong()),
                        Fmt.whole(i.path("round").path("pagesReadFromDisk").asDouble()),
                        Fmt.mib(i.path("round")
                                .path("status")
                                .path("Innodb_os_log_written")
                                .asLong())));
    }

    /** The memory-bound PostgreSQL run: per key scheme, rows/s, sizes, blocks read and what the disk delivered. */
    static String memoryBoundPostgresql(Results results) {
        String file = "db-memory-bound-postgresql.json";
        JsonNode root = results.json(file);
        return insertTable(
                results,
                file,
                root.path("server").path("version").asText().replaceAll(" \\(.*", "") + ", shared_buffers "
                        + root.path("server").path("shared_buffers").asText()
                        + memoryLimit(root.path("memoryCgroup")),
                "UUID_V4",
                List.of("pkey:", "table:", "pkey blocks read:", "read from disk:"),
                i -> List.of(
                        Fmt.mib(i.path("pkeyBytes").asLong()),
                        Fmt.mib(i.path("tableBytes").asLong()),
                        Fmt.whole(i.path("pkeyBlocksRead").asDouble()),
                        Fmt.mib(i.path("round")
                                .path("cgroup")
                                .path("diskReadBytes")
                                .asLong())));
    }

    private static String memoryLimit(JsonNode cgroup) {
        return cgroup.path("available").asBoolean(false)
                ? ", in a memory cgroup of " + Fmt.mib(cgroup.path("limitBytes").asLong())
                : ", no memory limit (" + cgroup.path("reason").asText("not recorded") + ")";
    }

    /** An insert table: key, rows/s, its ratio to {@code anchor}, then the harness's own columns. */
    private static String insertTable(
            Results results,
            String file,
            String caption,
            String anchor,
            List<String> columns,
            Function<JsonNode, List<String>> cells) {
        Map<String, JsonNode> inserts = results.inserts(file);
        if (inserts.isEmpty()) {
            return NOT_MEASURED;
        }
        boolean rounds = results.json(file).path("inserts").size() > inserts.size();
        List<String> header = new ArrayList<>(List.of("Key", "rows/s:", "× anchor:"));
        if (rounds) {
            header.add(2, "min–max over rounds:");
        }
        header.addAll(columns);
        Table table = new Table(header.toArray(String[]::new));
        JsonNode base = inserts.get(anchor);
        for (String key : KEYS) {
            JsonNode i = inserts.get(key);
            if (i == null) {
                continue;
            }
            List<Object> row = new ArrayList<>();
            String label = i.path("label").asText();
            row.add(key.equals("OBJECT_ID") ? "**" + label + "**" : key.equals(anchor) ? label + " (anchor)" : label);
            row.add(Fmt.whole(i.path("rowsPerSecond").asDouble()));
            if (rounds) {
                row.add(spread(results.json(file), key));
            }
            row.add(
                    base == null
                            ? "–"
                            : Fmt.ratio(i.path("rowsPerSecond").asDouble()
                                    / base.path("rowsPerSecond").asDouble()));
            row.addAll(cells.apply(i));
            table.row(row.toArray());
        }
        return caption + "; "
                + Fmt.whole(inserts.values().iterator().next().path("rows").asDouble()) + " rows per key scheme.\n\n"
                + table;
    }

    private static String spread(JsonNode root, String key) {
        List<Double> rates = new ArrayList<>();
        root.path("inserts").forEach(i -> {
            if (i.path("key").asText().equals(key)) {
                rates.add(i.path("rowsPerSecond").asDouble());
            }
        });
        Collections.sort(rates);
        return rates.size() < 2 ? "–" : Fmt.whole(rates.get(0)) + "–" + Fmt.whole(rates.get(rates.size() - 1));
    }

    /** {@code DatabaseBenchmark --query}: one hour of rows by id range or by {@code created_at}. */
    static String query(Results results) {
        JsonNode q = results.json("db-cached.json").path("query");
        if (q.isMissingNode()) {
            return NOT_MEASURED;
        }
        Table table = new Table("Query", "plan", "median ms:", "p90 ms:", "× faster than unindexed:");
        double anchor = q.path("createdAtNoIndex").path("medianMillis").asDouble();
        for (String[] name : new String[][] {
            {"idRange", "id range (primary key), `id >= minFor(from) and id < minFor(to)`"},
            {"createdAtNoIndex", "`created_at` range, no index (anchor)"},
            {"createdAtIndexed", "`created_at` range, with its own index"}
        }) {
            JsonNode n = q.path(name[0]);
            // the plan's nodes, outermost first: "Gather → Parallel Seq Scan on event"
            String plan = n.path("plan")
                    .asText()
                    .lines()
                    .filter(l -> !l.startsWith(" ") || l.contains("->"))
                    .map(l ->
                            l.replace("->", "").replaceAll("\\s+\\(cost=.*", "").strip())
                    .reduce((a, b) -> a + " → " + b)
                    .orElse("");
            table.row(
                    name[1],
                    "`" + plan + "`",
                    Fmt.num3(n.path("medianMillis").asDouble()),
                    Fmt.num3(n.path("p90Millis").asDouble()),
                    Fmt.ratio(anchor / n.path("medianMillis").asDouble()));
        }
        List<Double> alternating = new ArrayList<>();
        q.path("idRange").path("millisAlternatingWithUnindexedQuery").forEach(s -> alternating.add(s.asDouble()));
        Collections.sort(alternating);
        return String.format(
                        Locale.ROOT,
                        "%s rows over %s, %s rows an hour, %d windows; the `created_at` index: %s; id range while"
                                + " alternating with the full scan: median %s ms.%n%n",
                        Fmt.whole(q.path("rows").asDouble()),
                        q.path("span").asText(),
                        Fmt.whole(q.path("idRange").path("rowsPerWindow").asDouble()),
                        q.path("windows").asInt(),
                        Fmt.mib(q.path("createdAtIndexBytes").asLong()),
                        alternating.isEmpty() ? "–" : Fmt.num3(alternating.get((alternating.size() - 1) / 2)))
                + table;
    }

    /** {@code TypedIdReadComparison}: a typed id against ObjectId and the control, read in turn, per database. */
    static String readTyped(Results results) {
        Table table = new Table(
                "Database",
                "Rows",
                "Forks x rounds",
                "ObjectId, ms:",
                "typed id, ms:",
                "typed id / ObjectId:",
                "interval (confidence)",
                "control / ObjectId:",
                "interval",
                "per class, ms (ObjectId 1st, 2nd; typed 1st, 2nd)");
        for (String db : new String[] {"h2", "postgresql"}) {
            JsonNode r = results.json("read-typed-" + db + ".json");
            if (r.isMissingNode()) {
                continue;
            }
            List<String> classes = new ArrayList<>();
            for (String c : new String[] {"OBJECT_ID", "OBJECT_ID_TWIN", "TYPED_ID", "TYPED_ID_TWIN"}) {
                classes.add(Fmt.num(r.path("medianMs").path(c).asDouble()));
            }
            table.row(
                    db.equals("h2") ? "H2" : "PostgreSQL",
                    Fmt.whole(r.path("rows").asDouble()),
                    r.path("forks").asInt() + " x " + r.path("rounds").asInt(),
                    Fmt.num(r.path("objectIdMedianMs").asDouble()),
                    Fmt.num(r.path("typedIdMedianMs").asDouble()),
                    Fmt.num3(r.path("ratioMedian").asDouble()),
                    Fmt.num3(r.path("ratioLow").asDouble()) + " – "
                            + Fmt.num3(r.path("ratioHigh").asDouble()) + " ("
                            + Fmt.pct(r.path("intervalConfidence").asDouble()) + ")",
                    Fmt.num3(r.path("controlMedian").asDouble()),
                    Fmt.num3(r.path("controlLow").asDouble()) + " – "
                            + Fmt.num3(r.path("controlHigh").asDouble()),
                    String.join(", ", classes));
        }
        return table.isEmpty() ? NOT_MEASURED : table.toString();
    }

    /** {@code PartitionRetention}: dropping a month's partition against deleting its rows. */
    static String retention(Results results) {
        Table table = new Table("Database", "Removes the month by", "time (s):", "log written:", "× the drop's time:");
        JsonNode pg = results.json("partition-retention-postgresql.json");
        JsonNode maria = results.json("partition-retention-mariadb.json");
        String pgName = "PostgreSQL " + pg.path("server").asText().replaceAll("PostgreSQL ([0-9.]+).*", "$1");
        String mariaName = "MariaDB " + maria.path("server").asText().replaceAll("^([0-9.]+).*", "$1");
        String[][] rows = {
            {"pg", "drop", "detach and drop the partition"},
            {"pg", "delete", "`DELETE` by id range"},
            {"pg", "vacuumAfterDelete", "the `VACUUM` the delete needs"},
            {"maria", "drop", "drop the partition"},
            {"maria", "delete", "`DELETE` by id range"}
        };
        for (String[] r : rows) {
            JsonNode median = (r[0].equals("pg") ? pg : maria).path("median");
            JsonNode step = median.path(r[1]);
            if (step.isMissingNode()) {
                continue;
            }
            double seconds = step.path("seconds").asDouble();
            table.row(
                    r[0].equals("pg") ? pgName : mariaName,
                    r[2],
                    String.format(Locale.ROOT, seconds < 0.01 ? "%.4f" : "%.3f", seconds),
                    r[0].equals("pg")
                            ? Fmt.bytes(step.path("walBytes").asDouble()) + " of WAL"
                            : Fmt.bytes(step.path("redoBytes").asDouble()) + " of redo, "
                                    + Fmt.bytes(step.path("binlogBytes").asDouble()) + " of binary log",
                    Fmt.ratio(seconds / median.path("drop").path("seconds").asDouble()));
        }
        JsonNode any = pg.isMissingNode() ? maria : pg;
        return table.isEmpty()
                ? NOT_MEASURED
                : Fmt.whole(any.path("rowsPerMonth").asDouble()) + " rows a month, median of "
                        + any.path("rounds").asInt() + " rounds.\n\n" + table;
    }

    /** {@code ImportBenchmark}: {@code objectid import} against the database's own loader, per database and shape. */
    static String importTable(Results results) {
        Table table = new Table(
                "Database",
                "Shape",
                "Rows",
                "Export",
                "Floor (s):",
                "Tool (s):",
                "Tool speed / floor speed:",
                "Tool's CPU (s):",
                "Tool's peak memory:",
                "JVM start (s):");
        String caption = "";
        for (String database : new String[] {"postgresql", "mariadb"}) {
            JsonNode j = results.json("import-" + database + ".json");
            for (JsonNode shape : j.path("shapes")) {
                long rows = 0;
                for (JsonNode count : shape.path("rows")) {
                    rows += count.asLong();
                }
                List<Double> cpu = new ArrayList<>();
                shape.path("toolCpuSeconds").forEach(s -> cpu.add(s.asDouble()));
                Collections.sort(cpu);
                long peak = 0;
                for (JsonNode k : shape.path("toolPeakKilobytes")) {
                    peak = Math.max(peak, k.asLong());
                }
                table.row(
                        (database.equals("postgresql") ? "PostgreSQL " : "MariaDB ")
                                + j.path("server").asText().replaceAll("^([0-9.]+).*", "$1"),
                        shape.path("shape").asText().equals("items")
                                ? "orders with items → `order_lines`"
                                : "flat orders",
                        Fmt.whole(rows),
                        Fmt.bytes(shape.path("exportBytes").asDouble()),
                        rounds(shape.path("floorMedianSeconds"), shape.path("floorSeconds")),
                        rounds(shape.path("toolMedianSeconds"), shape.path("toolSeconds")),
                        Fmt.ratio(shape.path("toolSpeedOfFloor").asDouble()),
                        cpu.isEmpty() ? "–" : String.format(Locale.ROOT, "%.2f", cpu.get(cpu.size() / 2)),
                        peak == 0 ? "–" : Fmt.mib(peak * 1024),
                        String.format(
                                Locale.ROOT, "%.2f", j.path("jvmStartSeconds").asDouble()));
                caption = Fmt.whole(j.path("customers").asDouble()) + " customers, "
                        + Fmt.whole(j.path("orders").asDouble()) + " orders, "
                        + j.path("rounds").asInt()
                        + " rounds each; median seconds, fastest–slowest round in brackets.\n\n";
            }
        }
        return table.isEmpty() ? NOT_MEASURED : caption + table;
    }

    /** The median, then the fastest and slowest round in brackets. */
    private static String rounds(JsonNode median, JsonNode rounds) {
        double fastest = Double.MAX_VALUE;
        double slowest = 0;
        for (JsonNode round : rounds) {
            fastest = Math.min(fastest, round.asDouble());
            slowest = Math.max(slowest, round.asDouble());
        }
        return String.format(Locale.ROOT, "%.2f", median.asDouble())
                + (rounds.isEmpty() ? "" : String.format(Locale.ROOT, " (%.2f–%.2f)", fastest, slowest));
    }
}
