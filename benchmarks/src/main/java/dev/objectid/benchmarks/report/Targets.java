package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.objectid.benchmarks.report.Results.Jmh;
import java.util.Optional;

/** Every target of the project's benchmarks, in one list, and the table of how the results in hand meet them. */
final class Targets {

    /**
     * Every target, one a line: name | goal | limit | {@code <=} or {@code >=} | unit | how it is measured:
     * {@code jmh file key anchor} (the ratio of two scores), {@code bytes file key} (bytes per operation),
     * {@code inserts file anchor} (ObjectId's rows/s over the anchor's), {@code json file pointer [pointer]} (a
     * value, or the ratio of two) or {@code import file} (the slowest shape's speed over the floor's).
     */
    static final String ALL = """
            `generate()`, time | ≤ 0.9x driver | 0.9 | <= | x | jmh jmh-generation-1-thread.json objectId driverObjectId
            `generate()`, time | ≤ 1.3x floor | 1.3 | <= | x | jmh jmh-generation-1-thread.json objectId floor
            `generate()`, allocation | ≤ 24 B/op | 24.5 | <= | B/op | bytes jmh-generation-1-thread.json objectId
            `toHexString()`, time | ≤ 0.5x driver | 0.5 | <= | x | jmh jmh-hex.json toHexString driverToHexString
            `toHexString()`, time | ≤ 2x floor | 2 | <= | x | jmh jmh-hex.json toHexString newString
            `parse()`, time | ≤ 0.5x driver | 0.5 | <= | x | jmh jmh-hex.json parse driverParse
            `parse()`, time | ≤ 2x floor | 2 | <= | x | jmh jmh-hex.json parse readChars
            `toHexString()`, allocation | ≤ 64 B/op | 64.5 | <= | B/op | bytes jmh-hex.json toHexString
            `parse()`, allocation | ≤ 32 B/op | 32.5 | <= | B/op | bytes jmh-hex.json parse
            Inserts, cached | ≥ 3x IDENTITY | 3 | >= | x | inserts db-cached.json IDENTITY
            Inserts, cached | ≥ 0.85x sequence | 0.85 | >= | x | inserts db-cached.json SEQUENCE
            Inserts, cached | ≥ 0.85x UUIDv7 | 0.85 | >= | x | inserts db-cached.json UUID_V7
            Inserts, small shared_buffers | ≥ 2x UUIDv4 | 2 | >= | x | inserts db-small-cache.json UUID_V4
            Inserts, memory-bound PostgreSQL | ≥ 2x UUIDv4 | 2 | >= | x | inserts db-memory-bound-postgresql.json UUID_V4
            Inserts, memory-bound MariaDB | ≥ 2x UUIDv4 | 2 | >= | x | inserts db-memory-bound-mariadb.json UUID_V4
            One hour by id range | ≥ 10x faster than unindexed | 10 | >= | x | json db-cached.json /query/createdAtNoIndex/medianMillis /query/idRange/medianMillis
            Read, H2, by id range, ObjectId | ≤ 1.05x Long | 1.05 | <= | x | jmh read-path-h2.json byIdRange/OBJECT_ID byIdRange/LONG
            Read, H2, by id range, typed id | ≤ 1.05x Long | 1.05 | <= | x | jmh read-path-h2.json byIdRange/TYPED_ID byIdRange/LONG
            Read, H2, `findAllById`, ObjectId | ≤ 1.05x Long | 1.05 | <= | x | jmh read-path-h2.json findAllById/OBJECT_ID findAllById/LONG
            Read, H2, `findAllById`, typed id | ≤ 1.05x Long | 1.05 | <= | x | jmh read-path-h2.json findAllById/TYPED_ID findAllById/LONG
            Read, PostgreSQL, by id range, ObjectId | ≤ 1.05x Long | 1.05 | <= | x | jmh read-path-postgresql.json byIdRange/OBJECT_ID byIdRange/LONG
            Read, PostgreSQL, by id range, typed id | ≤ 1.05x Long | 1.05 | <= | x | jmh read-path-postgresql.json byIdRange/TYPED_ID byIdRange/LONG
            Read, PostgreSQL, `findAllById`, ObjectId | ≤ 1.05x Long | 1.05 | <= | x | jmh read-path-postgresql.json findAllById/OBJECT_ID findAllById/LONG
            Read, PostgreSQL, `findAllById`, typed id | ≤ 1.05x Long | 1.05 | <= | x | jmh read-path-postgresql.json findAllById/TYPED_ID findAllById/LONG
            Read, H2, by id range, typed id (paired) | ≤ 1.03x ObjectId | 1.03 | <= | x | json read-typed-h2.json /ratioMedian
            Read, PostgreSQL, by id range, typed id (paired) | ≤ 1.03x ObjectId | 1.03 | <= | x | json read-typed-postgresql.json /ratioMedian
            Import, PostgreSQL, slowest shape | ≥ 0.7x `COPY` | 0.7 | >= | x | import import-postgresql.json
            Import, MariaDB, slowest shape | ≥ 0.7x `LOAD DATA` | 0.7 | >= | x | import import-mariadb.json
            """;

    private Targets() {}

    /** The targets table, then how many of the measured targets were met. */
    static String table(Results results) {
        Table table = new Table("Target", "Goal", "Measured", "Met?");
        int met = 0;
        int measured = 0;
        for (String line : ALL.strip().split("\n")) {
            String[] t = line.strip().split(" \\| ");
            Optional<Double> value = measure(results, t[5].split(" "));
            double limit = Double.parseDouble(t[2]);
            boolean ok =
                    value.map(v -> t[3].equals(">=") ? v >= limit : v <= limit).orElse(false);
            met += ok ? 1 : 0;
            measured += value.isPresent() ? 1 : 0;
            table.row(
                    t[0],
                    t[1],
                    value.map(v -> t[4].equals("B/op") ? Fmt.whole(v) + " B/op" : Fmt.ratio(v) + "x")
                            .orElse("–"),
                    value.isEmpty() ? "–" : ok ? "**met**" : "**missed**");
        }
        return table + "\n\n" + met + " of " + measured + " measured targets met.";
    }

    /** The measured value of a target, from its {@code how}: the method and its arguments. */
    private static Optional<Double> measure(Results r, String[] how) {
        JsonNode root = r.json(how[1]);
        switch (how[0]) {
            case "jmh":
                return r.jmh(how[1], how[2]).flatMap(a -> r.jmh(how[1], how[3]).map(b -> a.score() / b.score()));
            case "bytes":
                return r.jmh(how[1], how[2]).map(Jmh::bytesPerOp);
            case "inserts":
                JsonNode ours = r.inserts(how[1]).get("OBJECT_ID");
                JsonNode base = r.inserts(how[1]).get(how[2]);
                return ours == null || base == null
                        ? Optional.empty()
                        : Optional.of(ours.path("rowsPerSecond").asDouble()
                                / base.path("rowsPerSecond").asDouble());
            case "json": // a value, or the ratio of two, at JSON pointers
                JsonNode num = root.at(how[2]);
                return num.isMissingNode()
                        ? Optional.empty()
                        : Optional.of(num.asDouble()
                                / (how.length > 3 ? root.at(how[3]).asDouble() : 1));
            default: // import: the slowest shape
                Optional<Double> worst = Optional.empty();
                for (JsonNode shape : root.path("shapes")) {
                    double ratio = shape.path("toolSpeedOfFloor").asDouble();
                    worst = Optional.of(worst.map(w -> Math.min(w, ratio)).orElse(ratio));
                }
                return worst;
        }
    }
}
