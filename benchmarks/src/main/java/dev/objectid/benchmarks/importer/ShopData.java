package dev.objectid.benchmarks.importer;

import dev.objectid.ObjectId;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;

/**
 * The benchmark's data, the same every time for the same sizes: a shop's products, customers and orders as
 * {@code mongoexport} writes them (relaxed Extended JSON, one document a line, {@code _id} first, references as
 * {@code $oid}s), and the same rows pre-converted for the floor: PostgreSQL {@code COPY} CSV and MariaDB
 * {@code LOAD DATA} text (raw bytes, escaped as {@code SELECT ... INTO OUTFILE} writes them). The orders are written
 * twice: flat ({@code flat/orders.json}, no items) and with their items ({@code items/orders.json}), whose rows go to
 * {@code order_lines}.
 */
final class ShopData {

    static final int PRODUCTS = 50;
    /** Written last into a complete data directory; renamed whenever the data written changes. */
    private static final String COMPLETE = "complete-2";

    private static final String[] CITIES = {
        "Lisbon", "Porto", "Berlin", "Hamburg", "Lyon", "Paris", "Madrid", "Milan", "Vienna", "Krakow"
    };
    private static final String[] COUNTRIES = {"PT", "PT", "DE", "DE", "FR", "FR", "ES", "IT", "AT", "PL"};
    private static final String[] STATUSES = {"new", "paid", "shipped", "delivered", "cancelled"};
    private static final DateTimeFormatter JSON_DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter SQL_DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS").withZone(ZoneOffset.UTC);
    private static final long START = Instant.parse("2019-01-01T00:00:00Z").toEpochMilli();
    private static final long SPAN = 5L * 365 * 24 * 3600 * 1000;

    private final int customers;
    private final int orders;
    private final Path dir;

    ShopData(Path dir, int customers, int orders) {
        this.dir = dir.resolve(customers + "-" + orders);
        this.customers = customers;
        this.orders = orders;
    }

    /** The data's directory, one for each size: written unless it is complete already. */
    Path write() throws IOException {
        Path done = dir.resolve(COMPLETE);
        if (Files.exists(done)) {
            return dir;
        }
        for (String sub : new String[] {"flat", "items", "postgresql", "mariadb"}) {
            Files.createDirectories(dir.resolve(sub));
        }
        SplittableRandom random = new SplittableRandom(28);
        ObjectId[] productIds = new ObjectId[PRODUCTS];
        String[] prices = new String[PRODUCTS];
        try (Out json = new Out("products.json");
                Out pg = new Out("postgresql/products.csv");
                Out maria = new Out("mariadb/products.txt")) {
            for (int i = 0; i < PRODUCTS; i++) {
                productIds[i] = id(1, i, START + i * 3_600_000L);
                prices[i] = (random.nextInt(100, 20_000) / 100) + "." + String.format("%02d", random.nextInt(100));
                String sku = String.format("SKU-%05d", i);
                String name = "Product " + i + " of the shop's catalogue";
                json.buffer()
                        .append("{\"_id\":")
                        .append(oid(productIds[i]))
                        .append(",\"sku\":\"")
                        .append(sku)
                        .append("\",\"name\":\"")
                        .append(name)
                        .append("\",\"price\":{\"$numberDecimal\":\"")
                        .append(prices[i])
                        .append("\"}}\n");
                pg.row(productIds[i], sku, name, prices[i]);
                maria.row(productIds[i], sku, name, prices[i]);
            }
        }
        ObjectId[] customerIds = new ObjectId[customers];
        try (Out json = new Out("customers.json");
                Out pg = new Out("postgresql/customers.csv");
                Out maria = new Out("mariadb/customers.txt")) {
            for (int i = 0; i < customers; i++) {
                long millis = START + SPAN / 2 * i / customers + random.nextInt(1000);
                customerIds[i] = id(2, i, millis);
                int city = random.nextInt(CITIES.length);
                String name = "Customer " + i;
                String email = "customer" + i + "@example.com";
                long points = random.nextInt(100_000);
                String note = random.nextInt(4) == 0
                        ? null
                        : "Prefers delivery in the afternoon; call ahead, " + "ring twice; account " + i + " since "
                                + (2019 + i % 5);
                json.buffer()
                        .append("{\"_id\":")
                        .append(oid(customerIds[i]))
                        .append(",\"name\":\"")
                        .append(name)
                        .append("\",\"email\":\"")
                        .append(email)
                        .append("\",\"loyaltyPoints\":")
                        .append(points)
                        .append(",\"address\":{\"city\":\"")
                        .append(CITIES[city])
                        .append("\",\"country\":\"")
                        .append(COUNTRIES[city])
                        .append("\",\"zip\":\"")
                        .append(10_000 + i % 89_999)
                        .append("\"}");
                if (note != null) {
                    json.buffer().append(",\"note\":\"").append(note).append('"');
                }
                json.buffer()
                        .append(",\"createdAt\":{\"$date\":\"")
                        .append(JSON_DATE.format(Instant.ofEpochMilli(millis)))
                        .append("\"}}\n");
                String date = SQL_DATE.format(Instant.ofEpochMilli(millis));
                pg.row(customerIds[i], name, email, points, CITIES[city], COUNTRIES[city], note, date + "+00");
                maria.row(customerIds[i], name, email, points, CITIES[city], COUNTRIES[city], note, date);
            }
        }
        try (Out flat = new Out("flat/orders.json");
                Out items = new Out("items/orders.json");
                Out pg = new Out("postgresql/orders.csv");
                Out pgLines = new Out("postgresql/order_lines.csv");
                Out maria = new Out("mariadb/orders.txt");
                Out mariaLines = new Out("mariadb/order_lines.txt")) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < orders; i++) {
                long millis = START + SPAN / 2 + SPAN / 2 * i / orders + random.nextInt(1000);
                ObjectId id = id(3, i, millis);
                ObjectId customer = customerIds[random.nextInt(customers)];
                ObjectId referredBy = random.nextInt(10) == 0 ? customerIds[random.nextInt(customers)] : null;
                String status = STATUSES[random.nextInt(STATUSES.length)];
                line.setLength(0);
                line.append("{\"_id\":")
                        .append(oid(id))
                        .append(",\"customer\":")
                        .append(oid(customer));
                if (referredBy != null) {
                    line.append(",\"referredBy\":").append(oid(referredBy));
                }
                line.append(",\"status\":\"")
                        .append(status)
                        .append("\",\"createdAt\":{\"$date\":\"")
                        .append(JSON_DATE.format(Instant.ofEpochMilli(millis)))
                        .append("\"}");
                flat.buffer().append(line).append("}\n");
                items.buffer().append(line).append(",\"items\":[");
                int count = random.nextInt(1, 4);
                for (int n = 1; n <= count; n++) {
                    int product = random.nextInt(PRODUCTS);
                    int quantity = random.nextInt(1, 6);
                    items.buffer()
                            .append(n == 1 ? "" : ",")
                            .append("{\"product\":")
                            .append(oid(productIds[product]))
                            .append(",\"quantity\":")
                            .append(quantity)
                            .append(",\"unitPrice\":{\"$numberDecimal\":\"")
                            .append(prices[product])
                            .append("\"}}");
                    // line_no is the item's index in the array, from 0, as the import's mapping "position" gives it
                    pgLines.row(id, n - 1, productIds[product], quantity, prices[product]);
                    mariaLines.row(id, n - 1, productIds[product], quantity, prices[product]);
                }
                items.buffer().append("]}\n");
                String date = SQL_DATE.format(Instant.ofEpochMilli(millis));
                pg.row(id, customer, referredBy, status, date + "+00");
                maria.row(id, customer, referredBy, status, date);
            }
        }
        Files.writeString(done, "");
        return dir;
    }

    /** An id of collection {@code collection}, its {@code n}th, created at {@code millis}. */
    private static ObjectId id(int collection, int n, long millis) {
        return ObjectId.of(Instant.ofEpochMilli(millis), 0x6f626a0000L | collection, n);
    }

    private static String oid(ObjectId id) {
        return "{\"$oid\":\"" + id.toHexString() + "\"}";
    }

    /**
     * One output file: JSON lines (written by the caller), PostgreSQL CSV ({@code .csv}: bytea as {@code \x...}, null
     * as nothing) or MariaDB's tab-separated text ({@code .txt}: binary as raw bytes, in ISO-8859-1 so that a char is
     * a byte, escaped as {@code INTO OUTFILE} does; null as {@code \N}).
     */
    private final class Out implements AutoCloseable {

        private final StringBuilder text = new StringBuilder();
        private final Writer out;
        private final boolean csv;

        Out(String name) throws IOException {
            csv = name.endsWith(".csv");
            Charset charset = name.endsWith(".txt") ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8;
            out = Files.newBufferedWriter(dir.resolve(name), charset);
        }

        /** The text to append to: written out as it grows. */
        StringBuilder buffer() throws IOException {
            if (text.length() > 1 << 16) {
                out.write(text.toString());
                text.setLength(0);
            }
            return text;
        }

        void row(Object... values) throws IOException {
            for (int i = 0; i < values.length; i++) {
                if (i > 0) {
                    text.append(csv ? ',' : '\t');
                }
                Object value = values[i];
                if (value == null) {
                    text.append(csv ? "" : "\\N");
                } else if (value instanceof ObjectId id && csv) {
                    text.append("\\x" + id.toHexString());
                } else if (value instanceof ObjectId id) {
                    for (byte b : id.toByteArray()) {
                        switch (b) {
                            case 0 -> text.append("\\0");
                            case '\t' -> text.append("\\t");
                            case '\n' -> text.append("\\n");
                            case '\\' -> text.append("\\\\");
                            default -> text.append((char) (b & 0xff));
                        }
                    }
                } else if (value instanceof String string && csv) {
                    text.append('"' + string.replace("\"", "\"\"") + '"');
                } else {
                    text.append(value.toString());
                }
            }
            buffer().append('\n');
        }

        @Override
        public void close() throws IOException {
            out.write(text.toString());
            out.close();
        }
    }
}
