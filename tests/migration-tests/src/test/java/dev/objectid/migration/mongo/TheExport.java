package dev.objectid.migration.mongo;

import dev.objectid.migration.mongo.CreationTimeCheck.Mismatch;
import dev.objectid.migration.mongo.ImportProblem.Outcome;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * The export of {@code src/test/resources/mongoexport} and what loading it must give, by either recipe: the Java
 * loader and the SQL statements.
 */
final class TheExport {

    static final Path DIRECTORY = Path.of("src/test/resources/mongoexport");

    /** The orders loaded, by id: all but the two whose customer or product is not in the export. */
    static final List<String> ORDER_IDS = List.of(
            "66322ec07c1e9a04d240c001",
            "66322ec0e350b6f81c0c0a17",
            "6633d9937c1e9a04d240c0ff",
            "663697037c1e9a04d240c1a0");

    static final List<ImportProblem> PROBLEMS = List.of(
            new ImportProblem("products", "gift-card-25", "_id", "gift-card-25", Outcome.DOCUMENT_SKIPPED),
            new ImportProblem(
                    "orders",
                    "6634a7afe350b6f81c0c0b02",
                    "customer",
                    "651943207c1e9a04d23e0001",
                    Outcome.DOCUMENT_SKIPPED),
            new ImportProblem(
                    "orders",
                    "663697037c1e9a04d240c1a0",
                    "referredBy",
                    "651943207c1e9a04d23e0001",
                    Outcome.SET_TO_NULL),
            new ImportProblem(
                    "orders",
                    "663738fce350b6f81c0c0c44",
                    "items.1.product",
                    "6360d2007c1e9a04d2002000",
                    Outcome.DOCUMENT_SKIPPED));

    /** Edsger Dijkstra's document came from an older CRM in 2024 with its 2019 creation time. */
    static final Mismatch IMPORTED_CUSTOMER = new Mismatch(
            "customers",
            "65bb48a5e350b6f81c0b2011",
            Instant.parse("2024-02-01T07:30:45Z"),
            Instant.parse("2019-06-03T08:00:00Z"));

    private TheExport() {}
}
