package dev.objectid.migration.mongo;

import dev.objectid.ObjectId;
import dev.objectid.migration.mongo.ImportProblem.Outcome;
import dev.objectid.migration.shop.Address;
import dev.objectid.migration.shop.Customer;
import dev.objectid.migration.shop.CustomerId;
import dev.objectid.migration.shop.Order;
import dev.objectid.migration.shop.OrderId;
import dev.objectid.migration.shop.OrderLine;
import dev.objectid.migration.shop.Product;
import dev.objectid.migration.shop.ProductId;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Loads the files {@code mongoexport} writes (one document a line, Extended JSON v2, canonical or relaxed) into the
 * entities of {@code dev.objectid.migration.shop}: every row keeps its document's {@code _id}, and references become
 * foreign keys. Parents first: customers and products, then the orders that refer to them. A reference to a document
 * that is not there does not stop the load: it is reported ({@link #problems()}), and the document is skipped, or the
 * reference set to null where it is optional. Documents are inserted in transactions of {@code batchSize}; run it on
 * tables that do not hold the documents yet.
 */
public final class MongoExportLoader {

    // tag::mapper[]
    /** Jackson's tree model; decimals as written, not rounded to a double. */
    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();
    // end::mapper[]

    private final EntityManagerFactory entityManagerFactory;
    private final int batchSize;
    private final List<ImportProblem> problems = new ArrayList<>();

    public MongoExportLoader(EntityManagerFactory entityManagerFactory, int batchSize) {
        this.entityManagerFactory = entityManagerFactory;
        this.batchSize = batchSize;
    }

    /** What could not be loaded as it was, in the order found. */
    public List<ImportProblem> problems() {
        return List.copyOf(problems);
    }

    // tag::customers[]
    /** Loads {@code customers.json}; returns how many customers were inserted. */
    public int loadCustomers(Path export) {
        return load(export, "customers", (document, entityManager) -> {
            JsonNode address = document.get("address");
            entityManager.persist(new Customer(
                    CustomerId.of(ExtendedJson.objectId(document.get("_id"))), // the _id, kept
                    ExtendedJson.string(document.get("name")),
                    ExtendedJson.string(document.get("email")),
                    ExtendedJson.number(document.get("loyaltyPoints")).longValueExact(),
                    address == null
                            ? null
                            : new Address(
                                    ExtendedJson.string(address.get("city")),
                                    ExtendedJson.string(address.get("country"))),
                    ExtendedJson.string(document.get("note")),
                    ExtendedJson.date(document.get("createdAt"))));
        });
    }
    // end::customers[]

    /** Loads {@code products.json}; returns how many products were inserted. */
    public int loadProducts(Path export) {
        return load(
                export,
                "products",
                (document, entityManager) -> entityManager.persist(new Product(
                        ProductId.of(ExtendedJson.objectId(document.get("_id"))),
                        ExtendedJson.string(document.get("sku")),
                        ExtendedJson.string(document.get("name")),
                        ExtendedJson.number(document.get("price")))));
    }

    // tag::orders[]
    /** Loads {@code orders.json}, after the customers and products; returns how many orders were inserted. */
    public int loadOrders(Path export) {
        Set<CustomerId> customers = idsOf(Customer.class, CustomerId.class); // what references may point at
        Set<ProductId> products = idsOf(Product.class, ProductId.class);
        return load(export, "orders", (document, entityManager) -> {
            String id = ExtendedJson.objectId(document.get("_id")).toHexString();
            ObjectId customer = ExtendedJson.objectId(document.get("customer"));
            if (customer == null || !customers.contains(CustomerId.of(customer))) {
                problems.add(new ImportProblem(
                        "orders", id, "customer", String.valueOf(customer), Outcome.DOCUMENT_SKIPPED));
                return;
            }
            ObjectId referredBy = ExtendedJson.objectId(document.get("referredBy"));
            if (referredBy != null && !customers.contains(CustomerId.of(referredBy))) {
                problems.add(
                        new ImportProblem("orders", id, "referredBy", referredBy.toHexString(), Outcome.SET_TO_NULL));
                referredBy = null;
            }
            List<OrderLine> lines = new ArrayList<>();
            JsonNode items = document.get("items");
            for (int i = 0; i < items.size(); i++) {
                JsonNode item = items.get(i);
                ObjectId product = ExtendedJson.objectId(item.get("product"));
                if (product == null || !products.contains(ProductId.of(product))) {
                    problems.add(new ImportProblem(
                            "orders",
                            id,
                            "items." + i + ".product",
                            String.valueOf(product),
                            Outcome.DOCUMENT_SKIPPED));
                    return;
                }
                lines.add(new OrderLine(
                        entityManager.getReference(Product.class, ProductId.of(product)), // a foreign key, no SELECT
                        ExtendedJson.number(item.get("quantity")).intValueExact(),
                        ExtendedJson.number(item.get("unitPrice"))));
            }
            entityManager.persist(new Order(
                    OrderId.of(ExtendedJson.objectId(document.get("_id"))),
                    entityManager.getReference(Customer.class, CustomerId.of(customer)),
                    referredBy == null ? null : entityManager.getReference(Customer.class, CustomerId.of(referredBy)),
                    lines,
                    ExtendedJson.string(document.get("status")),
                    ExtendedJson.date(document.get("createdAt"))));
        });
    }
    // end::orders[]

    /** The ids of every row of an entity's table: what the references of the next collection may point at. */
    private <I> Set<I> idsOf(Class<?> entity, Class<I> idType) {
        return entityManagerFactory.callInTransaction(entityManager -> new HashSet<>(entityManager
                .createQuery("select e.id from " + entity.getSimpleName() + " e", idType)
                .getResultList()));
    }

    // tag::load[]
    /**
     * Reads the export a line at a time and loads each document with {@code loader}, {@code batchSize} documents per
     * transaction. A document whose {@code _id} is not an ObjectId is reported and skipped.
     */
    private int load(Path export, String collection, BiConsumer<JsonNode, EntityManager> loader) {
        int before = problems.size();
        int read = 0;
        try (BufferedReader lines = Files.newBufferedReader(export, StandardCharsets.UTF_8)) {
            List<JsonNode> batch = new ArrayList<>(batchSize);
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode document = JSON.readTree(line);
                read++;
                JsonNode id = document.get("_id");
                if (id == null || !id.has("$oid")) { // MongoDB allows any _id: strings, numbers, documents
                    String text = id == null ? "null" : id.isString() ? id.asString() : id.toString();
                    problems.add(new ImportProblem(collection, text, "_id", text, Outcome.DOCUMENT_SKIPPED));
                    continue;
                }
                batch.add(document);
                if (batch.size() == batchSize) {
                    insert(batch, loader);
                }
            }
            insert(batch, loader);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read " + export, e);
        }
        return read - skipped(collection, before);
    }

    private void insert(List<JsonNode> batch, BiConsumer<JsonNode, EntityManager> loader) {
        entityManagerFactory.runInTransaction(entityManager -> {
            for (JsonNode document : batch) {
                try {
                    loader.accept(document, entityManager);
                } catch (RuntimeException e) { // a value of the wrong shape: the batch is rolled back
                    throw new IllegalStateException("Document " + document.get("_id") + ": " + e.getMessage(), e);
                }
            }
        });
        batch.clear();
    }
    // end::load[]

    private int skipped(String collection, int from) {
        return (int) problems.subList(from, problems.size()).stream()
                .filter(problem ->
                        problem.collection().equals(collection) && problem.outcome() == Outcome.DOCUMENT_SKIPPED)
                .map(ImportProblem::documentId)
                .distinct()
                .count();
    }
}
