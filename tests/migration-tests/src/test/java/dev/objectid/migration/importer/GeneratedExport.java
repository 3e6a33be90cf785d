package dev.objectid.migration.importer;

import dev.objectid.ObjectId;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * A customers and an orders export of as many documents as a test asks for, each order referring to a customer: for
 * the tests that need more lines than the shop's test export has.
 *
 * @param customers the customers' file, {@code customers.json}
 * @param orders    the orders' file, {@code orders.json}
 */
record GeneratedExport(Path customers, Path orders) {

    private static final Instant START = Instant.parse("2024-01-01T00:00:00Z");

    /** Writes {@code customers.json} and {@code orders.json} into {@code folder}. */
    static GeneratedExport write(Path folder, int customers, int orders) throws IOException {
        GeneratedExport export = new GeneratedExport(folder.resolve("customers.json"), folder.resolve("orders.json"));
        try (BufferedWriter out = Files.newBufferedWriter(export.customers())) {
            for (int i = 0; i < customers; i++) {
                out.write("{\"_id\":{\"$oid\":\"" + customerId(i) + "\"},\"name\":\"Customer " + i
                        + "\",\"loyaltyPoints\":" + i + ",\"createdAt\":{\"$date\":\"" + START.plusSeconds(i)
                        + "\"}}\n");
            }
        }
        try (BufferedWriter out = Files.newBufferedWriter(export.orders())) {
            for (int i = 0; i < orders; i++) {
                out.write("{\"_id\":{\"$oid\":\""
                        + ObjectId.of(START.plusSeconds(10_000 + i), 2, i).toHexString()
                        + "\"},\"customer\":{\"$oid\":\"" + customerId(i % customers)
                        + "\"},\"status\":\"NEW\",\"createdAt\":{\"$date\":\"" + START.plusSeconds(10_000 + i)
                        + "\"}}\n");
            }
        }
        return export;
    }

    private static String customerId(int i) {
        return ObjectId.of(START.plusSeconds(i), 1, i).toHexString();
    }
}
