package dev.objectid.benchmarks.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Refreshes the generated regions of {@code docs/performance.md} and its charts from the raw JSON of
 * {@code benchmarks/run.sh}: every result table is written as Markdown next to its JSON ({@code <name>.md} in the
 * results directory) and between {@code <!-- table: name -->} and {@code <!-- /table -->} on the page, whose prose
 * is written by hand.
 *
 * <p>Usage: {@code PerformanceReport <results dir> <docs dir>}
 */
public final class PerformanceReport {

    private PerformanceReport() {}

    public static void main(String[] args) throws IOException {
        Results results = new Results(Path.of(args.length > 0 ? args[0] : "benchmarks/results"));
        Path docs = Path.of(args.length > 1 ? args[1] : "docs");
        Map<String, String> tables = tables(results);
        for (Map.Entry<String, String> table : tables.entrySet()) {
            Files.writeString(
                    results.dir().resolve(table.getKey() + ".md"),
                    table.getValue().strip() + "\n");
        }
        Path page = docs.resolve("performance.md");
        Files.writeString(page, Regions.fill(Files.readString(page), tables));
        Charts.all(results, docs.resolve("images"));
        System.out.println("refreshed " + tables.size() + " tables in " + page);
    }

    /** Every table of the page, by the name of its region. */
    static Map<String, String> tables(Results r) {
        Map<String, String> t = new LinkedHashMap<>();
        t.put("machine", Tables.machine(r));
        t.put("targets", Targets.table(r));
        for (String threads : new String[] {"1-thread", "2-threads", "virtual-threads"}) {
            t.put(
                    "generation-" + threads,
                    new JmhTable(
                                    r.jmh("jmh-generation-" + threads + ".json"),
                                    threads.equals("1-thread") ? "ns/op" : "ops/µs",
                                    "× driver")
                            .row("objectid-jpa `ObjectId.generate()`", "objectId", "driverObjectId")
                            .row("MongoDB driver `new ObjectId()` (anchor)", "driverObjectId", "driverObjectId")
                            .row("floor: clock read, atomic increment, 24-byte object", "floor", "driverObjectId")
                            .row("Hypersistence `TSID.fast()`", "tsidFast", "driverObjectId")
                            .row("uuid-creator `getTimeOrderedEpoch()` (UUIDv7)", "uuidV7", "driverObjectId")
                            .row("JDK `UUID.randomUUID()` (UUIDv4)", "uuidV4", "driverObjectId")
                            .toString());
        }
        for (String threads : new String[] {"", "-2-threads", "-virtual-threads"}) {
            // the floors are measured by the one-thread run
            String floor = threads.isEmpty() ? "" : " (not run)";
            t.put(
                    "hex" + threads,
                    new JmhTable(r.jmh("jmh-hex" + threads + ".json"), "ns/op", "× driver")
                            .row("objectid-jpa `toHexString()`", "toHexString", "driverToHexString")
                            .row("driver `toHexString()` (anchor)", "driverToHexString", "driverToHexString")
                            .row("floor: a new String of 24 prepared bytes", "newString" + floor, "driverToHexString")
                            .row("objectid-jpa `ObjectId.parse(hex)`", "parse", "driverParse")
                            .row("driver `new ObjectId(hex)` (anchor)", "driverParse", "driverParse")
                            .row("floor: 24 characters read into 12 bytes", "readChars" + floor, "driverParse")
                            .toString());
        }
        t.put(
                "jdbc-wrapper",
                new JmhTable(r.jmh("jmh-jdbc-wrapper.json"), "ns/op", "× plain JDBC")
                        .row("INSERT, plain JDBC, `setBytes(id.toByteArray())`", "insertPlain", "insertPlain")
                        .row("INSERT through `ObjectIdDataSource`, `setObject(id)`", "insertWrapped", "insertPlain")
                        .row("SELECT by id, plain JDBC, `setBytes`, `getBytes`", "selectPlain", "selectPlain")
                        .row(
                                "SELECT by id through `ObjectIdDataSource`, `setObject`, `getObject`",
                                "selectWrapped",
                                "selectPlain")
                        .toString());
        t.put("uniqueness", Tables.uniqueness(r));
        // the columns of each insert table: "header=/json/pointer format", separated by ", "
        String pg = "pkey:=/pkeyBytes mib, WAL:=/walBytes mib, WAL/row (B):=/walPerRow whole, "
                + "pkey blocks read:=/pkeyBlocksRead whole, checkpoints:=/checkpoints whole";
        String innodb = "table:=/tableBytes mib, secondary index:=/secondaryIndexBytes mib, "
                + "pages read from disk:=/pagesReadFromDisk whole, ";
        String disk = "read from disk:=/cgroup/diskReadBytes mib";
        t.put("inserts-cached", Tables.inserts(r, "db-cached.json", "IDENTITY", pg));
        t.put("inserts-small-cache", Tables.inserts(r, "db-small-cache.json", "IDENTITY", pg));
        String redo = "redo written:=/status/Innodb_os_log_written mib";
        t.put("inserts-innodb", Tables.inserts(r, "db-innodb.json", "IDENTITY", innodb + redo));
        String bound = "pkey:=/pkeyBytes mib, table:=/tableBytes mib, pkey blocks read:=/pkeyBlocksRead whole, ";
        t.put("memory-bound-postgresql", Tables.inserts(r, "db-memory-bound-postgresql.json", "UUID_V4", bound + disk));
        t.put("memory-bound-mariadb", Tables.inserts(r, "db-memory-bound-mariadb.json", "UUID_V4", innodb + disk));
        t.put("query", Tables.query(r));
        for (String db : new String[] {"h2", "postgresql"}) {
            JmhTable read = new JmhTable(r.jmh("read-path-" + db + ".json"), "ms per read", "× Long");
            for (String how : new String[] {"byIdRange", "findAllById"}) {
                for (String[] id : new String[][] {
                    {"LONG", "Long"}, {"UUID", "UUID"}, {"OBJECT_ID", "ObjectId"}, {"TYPED_ID", "typed id"}
                }) {
                    String label = (how.equals("byIdRange") ? "by id range, " : "`findAllById`, ") + id[1];
                    read.row(label, how + "/" + id[0], how + "/LONG");
                }
            }
            t.put("read-" + db, read.toString());
        }
        t.put("read-typed", Tables.readTyped(r));
        t.put("retention", Tables.retention(r));
        t.put("import", Tables.importTable(r));
        return t;
    }
}
