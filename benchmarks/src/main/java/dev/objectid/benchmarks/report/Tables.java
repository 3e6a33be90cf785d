package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The result tables of the harnesses that are not JMH, each from its own JSON file. A cell is often given as
 * {@code "/json/pointer format"}, see {@link #cell}.
 */
final class Tables {

    static final String NOT_MEASURED = "Not measured in this run.";
    static final List<String> KEYS = List.of("IDENTITY", "SEQUENCE", "UUID_V4", "UUID_V7", "OBJECT_ID");

    private Tables() {}

    /**
     * The value at a JSON pointer, formatted: {@code mib}, {@code whole}, {@code num}, {@code num3}, {@code s2} (two
     * decimals), {@code bytes}, {@code ratio}, {@code pct}, {@code version} (of a server), or text; of an array or
     * object: {@code sum}, {@code median}, {@code lowmedian}, {@code range} ("(fastest–slowest)") or {@code peakkib}
     * (the largest, in KiB).
     */
    static String cell(JsonNode node, String spec) {
        String[] s = spec.split(" ");
        JsonNode v = node.at(s[0]);
        List<Double> all = new ArrayList<>();
        v.forEach(x -> all.add(x.asDouble()));
        Collections.sort(all);
        if (v.isMissingNode() || v.isContainerNode() && all.isEmpty()) {
            return "–";
        }
        return switch (s.length > 1 ? s[1] : "text") {
            case "mib" -> Fmt.mib(v.asLong());
            case "whole" -> Fmt.whole(v.asDouble());
            case "num" -> Fmt.num(v.asDouble());
            case "num3" -> Fmt.num(v.asDouble(), 3);
            case "bytes" -> Fmt.bytes(v.asDouble());
            case "ratio" -> Fmt.ratio(v.asDouble());
            case "pct" -> String.format(Locale.ROOT, "%.0f%%", v.asDouble() * 100);
            case "version" -> v.asText().replaceAll("^(PostgreSQL )?([0-9.]+).*", "$2");
            case "sum" -> Fmt.whole(all.stream().mapToDouble(d -> d).sum());
            case "median" -> Fmt.fixed2(all.get(all.size() / 2));
            case "s2" -> Fmt.fixed2(v.asDouble());
            case "lowmedian" -> Fmt.num(all.get((all.size() - 1) / 2), 3);
            case "range" -> String.format(Locale.ROOT, "(%.2f–%.2f)", all.get(0), all.get(all.size() - 1));
            case "peakkib" -> Fmt.mib(all.get(all.size() - 1).longValue() * 1024);
            default -> v.asText();
        };
    }

    /** {@code run.json}: the machine of the last run, then every recorded command with its CPU and load. */
    static String machine(Results results) {
        JsonNode run = results.json("run.json");
        JsonNode m = run.path("machine");
        Table machine = new Table("", "")
                .row("CPU", cell(m, "/cpu"))
                .row("Cores seen by the JVM", cell(m, "/cores"))
                .row("Memory", cell(m, "/memory"))
                .row("OS", cell(m, "/os") + " (" + cell(m, "/kernel") + ")")
                .row("JVM", cell(m, "/java"));
        Table runs = new Table("Command|CPU|Java|Started|Load at start|Load at end");
        for (JsonNode inv : run.path("invocations")) {
            runs.row(
                    "`" + inv.path("command").asText().strip() + "`",
                    cell(inv, "/cpu"),
                    cell(inv, "/java").replaceAll(".* VM ([0-9.]+).*", "$1"),
                    cell(inv, "/started").replaceAll("\\.\\d+Z$", "Z"),
                    cell(inv, "/loadAverageAtStart").replaceAll("^(\\S+) (\\S+) (\\S+).*", "$1, $2, $3"),
                    cell(inv, "/loadAverageAtEnd").replaceAll("^(\\S+) (\\S+) (\\S+).*", "$1, $2, $3"));
        }
        return run.isMissingNode()
                ? NOT_MEASURED
                : machine + "\n\nRecorded runs (load average over 1, 5, 15 minutes):\n\n" + runs;
    }

    /** {@code UniquenessStress}: ids from every core for some seconds, duplicates counted, per library. */
    static String uniqueness(Results results) {
        JsonNode u = results.json("uniqueness.json");
        Table table = new Table("Library|ids generated:|ids/s:|duplicates:|seconds stamped:|last timestamp - clock:");
        for (JsonNode res : u.path("results")) {
            table.row(
                    cell(res, "/library").equals("driver") ? "MongoDB driver" : "objectid-jpa",
                    cell(res, "/generated whole"),
                    cell(res, "/idsPerSecond whole"),
                    "**" + cell(res, "/duplicates whole") + "**",
                    cell(res, "/distinctTimestampSeconds"),
                    cell(res, "/lastTimestampMinusWallClockSeconds") + " s");
        }
        return table.isEmpty()
                ? NOT_MEASURED
                : cell(u, "/threads") + " threads, " + cell(u, "/secondsPerLibrary num") + " s per library.\n\n"
                        + table;
    }

    /**
     * An insert table of a {@code DatabaseBenchmark} or {@code InnoDbBenchmark} file: key, rows/s, ratio to
     * {@code anchor}, then the columns, each {@code "header=/pointer format"} of the key's median round, separated by
     * {@code ", "}.
     */
    static String inserts(Results results, String file, String anchor, String columnList) {
        String[] columns = columnList.split(", ");
        JsonNode root = results.json(file);
        Map<String, JsonNode> inserts = results.inserts(file);
        boolean rounds = root.path("inserts").size() > inserts.size();
        List<String> header = new ArrayList<>(List.of("Key", "rows/s:", "× anchor:"));
        if (rounds) {
            header.add(2, "min–max over rounds:");
        }
        List.of(columns).forEach(c -> header.add(c.substring(0, c.indexOf('='))));
        Table table = new Table(header.toArray(String[]::new));
        for (String key : KEYS) {
            JsonNode i = inserts.get(key);
            if (i == null) {
                continue;
            }
            String label = cell(i, "/label");
            List<Object> row = new ArrayList<>();
            row.add(key.equals("OBJECT_ID") ? "**" + label + "**" : key.equals(anchor) ? label + " (anchor)" : label);
            row.add(cell(i, "/rowsPerSecond whole"));
            if (rounds) {
                row.add(spread(root, key));
            }
            JsonNode base = inserts.get(anchor);
            row.add(
                    base == null
                            ? "–"
                            : Fmt.ratio(i.path("rowsPerSecond").asDouble()
                                    / base.path("rowsPerSecond").asDouble()));
            List.of(columns).forEach(c -> row.add(cell(i, c.substring(c.indexOf('=') + 1))));
            table.row(row.toArray());
        }
        return inserts.isEmpty()
                ? NOT_MEASURED
                : server(root) + "; " + cell(root, "/rows whole") + " rows per key scheme.\n\n" + table;
    }

    /** The server and its cache, and the memory cgroup it ran in, if any. */
    private static String server(JsonNode root) {
        JsonNode s = root.path("server");
        String version = s.path("version").asText();
        String server = version.startsWith("PostgreSQL")
                ? version.replaceAll(" \\(.*", "") + ", shared_buffers " + cell(s, "/shared_buffers")
                        + ", max_wal_size " + cell(s, "/max_wal_size")
                : "MariaDB " + version.replaceAll("^([0-9.]+).*", "$1") + ", buffer pool "
                        + cell(s, "/innodb_buffer_pool_size mib");
        JsonNode cgroup = root.path("memoryCgroup");
        return server
                + (cgroup.isMissingNode()
                        ? ""
                        : cgroup.path("available").asBoolean(false)
                                ? ", in a memory cgroup of " + cell(cgroup, "/limitBytes mib")
                                : ", no memory limit (" + cell(cgroup, "/reason") + ")");
    }

    /** The slowest and the fastest round of a key, "–" with one round. */
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
        Table table = new Table("Query|plan|median ms:|p90 ms:|× faster than unindexed:");
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
            double anchor = q.at("/createdAtNoIndex/medianMillis").asDouble();
            table.row(
                    name[1],
                    "`" + plan + "`",
                    cell(n, "/medianMillis num3"),
                    cell(n, "/p90Millis num3"),
                    Fmt.ratio(anchor / n.path("medianMillis").asDouble()));
        }
        return q.isMissingNode()
                ? NOT_MEASURED
                : cell(q, "/rows whole") + " rows over " + cell(q, "/span") + ", "
                        + cell(q, "/idRange/rowsPerWindow whole") + " rows an hour, " + cell(q, "/windows")
                        + " windows; the `created_at` index: " + cell(q, "/createdAtIndexBytes mib")
                        + "; id range while alternating with the full scan: median "
                        + cell(q, "/idRange/millisAlternatingWithUnindexedQuery lowmedian")
                        + " ms.\n\n" + table;
    }

    /** {@code TypedIdReadComparison}: a typed id against ObjectId and the control, read in turn, per database. */
    static String readTyped(Results results) {
        Table table = new Table(
                "Database|Rows|Forks x rounds|ObjectId, ms:|typed id, ms:|typed id / ObjectId:|interval (confidence)|control / ObjectId:|interval|per class, ms (ObjectId 1st, 2nd; typed 1st, 2nd)");
        for (String db : new String[] {"h2", "postgresql"}) {
            JsonNode r = results.json("read-typed-" + db + ".json");
            if (!r.isMissingNode()) {
                table.row(
                        db.equals("h2") ? "H2" : "PostgreSQL",
                        cell(r, "/rows whole"),
                        cell(r, "/forks") + " x " + cell(r, "/rounds"),
                        cell(r, "/objectIdMedianMs num"),
                        cell(r, "/typedIdMedianMs num"),
                        cell(r, "/ratioMedian num3"),
                        cell(r, "/ratioLow num3") + " – " + cell(r, "/ratioHigh num3") + " ("
                                + cell(r, "/intervalConfidence pct") + ")",
                        cell(r, "/controlMedian num3"),
                        cell(r, "/controlLow num3") + " – " + cell(r, "/controlHigh num3"),
                        cell(r, "/medianMs/OBJECT_ID num") + ", " + cell(r, "/medianMs/OBJECT_ID_TWIN num") + "; "
                                + cell(r, "/medianMs/TYPED_ID num") + ", " + cell(r, "/medianMs/TYPED_ID_TWIN num"));
            }
        }
        return table.isEmpty() ? NOT_MEASURED : table.toString();
    }

    /** {@code PartitionRetention}: dropping a month's partition against deleting its rows. */
    static String retention(Results results) {
        Table table = new Table("Database|Removes the month by|time (s):|log written:|× the drop's time:");
        JsonNode pg = results.json("partition-retention-postgresql.json");
        JsonNode maria = results.json("partition-retention-mariadb.json");
        for (String row : List.of(
                "pg drop detach and drop the partition",
                "pg delete `DELETE` by id range",
                "pg vacuumAfterDelete the `VACUUM` the delete needs",
                "maria drop drop the partition",
                "maria delete `DELETE` by id range")) {
            String[] r = row.split(" ", 3);
            JsonNode root = r[0].equals("pg") ? pg : maria;
            JsonNode step = root.at("/median/" + r[1]);
            if (step.isMissingNode()) {
                continue;
            }
            double seconds = step.path("seconds").asDouble();
            String log = r[0].equals("pg")
                    ? cell(step, "/walBytes bytes") + " of WAL"
                    : cell(step, "/redoBytes bytes") + " of redo, " + cell(step, "/binlogBytes bytes")
                            + " of binary log";
            table.row(
                    (r[0].equals("pg") ? "PostgreSQL " : "MariaDB ") + cell(root, "/server version"),
                    r[2],
                    String.format(Locale.ROOT, seconds < 0.01 ? "%.4f" : "%.3f", seconds),
                    log,
                    Fmt.ratio(seconds / root.at("/median/drop/seconds").asDouble()));
        }
        JsonNode any = pg.isMissingNode() ? maria : pg;
        return table.isEmpty()
                ? NOT_MEASURED
                : cell(any, "/rowsPerMonth whole") + " rows a month, median of " + cell(any, "/rounds") + " rounds.\n\n"
                        + table;
    }

    /** {@code ImportBenchmark}: {@code objectid import} against the database's own loader, per database and shape. */
    static String importTable(Results results) {
        Table table = new Table(
                "Database|Shape|Rows|Export|Floor (s):|Tool (s):|Tool speed / floor speed:|Tool's CPU (s):|Tool's peak memory:|JVM start (s):");
        String caption = "";
        for (String database : new String[] {"postgresql", "mariadb"}) {
            JsonNode j = results.json("import-" + database + ".json");
            for (JsonNode shape : j.path("shapes")) {
                table.row(
                        (database.equals("postgresql") ? "PostgreSQL " : "MariaDB ") + cell(j, "/server version"),
                        cell(shape, "/shape").equals("items") ? "orders with items → `order_lines`" : "flat orders",
                        cell(shape, "/rows sum"),
                        cell(shape, "/exportBytes bytes"),
                        cell(shape, "/floorMedianSeconds s2") + " " + cell(shape, "/floorSeconds range"),
                        cell(shape, "/toolMedianSeconds s2") + " " + cell(shape, "/toolSeconds range"),
                        cell(shape, "/toolSpeedOfFloor ratio"),
                        cell(shape, "/toolCpuSeconds median"),
                        cell(shape, "/toolPeakKilobytes peakkib"),
                        cell(j, "/jvmStartSeconds s2"));
                caption = cell(j, "/customers whole") + " customers, " + cell(j, "/orders whole") + " orders, "
                        + cell(j, "/rounds") + " rounds each; median seconds, fastest–slowest round in brackets.\n\n";
            }
        }
        return table.isEmpty() ? NOT_MEASURED : caption + table;
    }
}
