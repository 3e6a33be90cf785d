package dev.objectid.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.objectid.ObjectId;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.spring.boot.data.jpa.AssignedIdNotFoundException;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.http.MediaType;
import org.springframework.orm.ObjectOptimisticLockingFailureException;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;

/**
 * Rows whose ids are given, through Spring Data's {@code save}, on this run's database (H2; PostgreSQL or MariaDB in
 * the executions {@code OBJECTID_TEST_DATABASES} adds): with {@code @ObjectIdGenerated(allowAssigned = true)} and an
 * entity that tells Spring Data it is new (a version attribute, or {@code Persistable}), {@code save} inserts without a
 * select and refuses a second row with the same id; without assigned ids, {@code save} of a new id says what to do.
 */
@SpringBootTest(
        classes = ImportApplication.class,
        properties = {
            "spring.jpa.hibernate.ddl-auto=create-drop",
            "spring.jpa.open-in-view=false",
            "spring.sql.init.mode=never",
            "logging.level.org.hibernate.engine=OFF",
            "spring.jpa.properties.hibernate.session_factory.statement_inspector=dev.objectid.imports.SqlLog"
        })
class AssignedIdsDatabasesTest {

    static final Instant SEEDED = Instant.parse("2024-05-01T12:00:00Z");
    private static TestDatabase database;

    @Autowired
    ProductRepository products;

    @Autowired
    SupplierRepository suppliers;

    @Autowired
    WarehouseRepository warehouses;

    @Autowired
    WebApplicationContext context;

    @BeforeAll
    static void onlyOnThisRunsDatabase() {
        assumeTrue(TestDatabases.enabled(), "no " + TestDatabases.current() + " in " + TestDatabases.ENVIRONMENT);
    }

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> database().url());
        registry.add("spring.datasource.username", () -> database().user());
        registry.add("spring.datasource.password", () -> database().password());
    }

    private static synchronized TestDatabase database() {
        if (database == null) {
            database = TestDatabases.create();
        }
        return database;
    }

    @BeforeEach
    void empty() {
        products.deleteAllInBatch();
        suppliers.deleteAllInBatch();
        warehouses.deleteAllInBatch();
        SqlLog.clear();
    }

    @Test
    void seedDataWithAssignedIdsIsInsertedWithoutASelect() {
        List<Product> catalogue = IntStream.range(0, 20)
                .mapToObj(i -> new Product(ProductId.of(ObjectId.generate(SEEDED.plusSeconds(i))), "product " + i))
                .toList();
        List<Supplier> vendors = IntStream.range(0, 20)
                .mapToObj(i -> new Supplier(SupplierId.of(ObjectId.generate(SEEDED.plusSeconds(i))), "supplier " + i))
                .toList();

        products.saveAll(catalogue);
        suppliers.saveAll(vendors);

        assertThat(SqlLog.statements("select")).isEmpty();
        assertThat(SqlLog.statements("insert")).hasSize(40);
        assertThat(products.findAll())
                .extracting(Product::getId)
                .containsExactlyInAnyOrderElementsOf(
                        catalogue.stream().map(Product::getId).toList())
                .allSatisfy(id -> assertThat(id.toObjectId().timestamp()).isBetween(SEEDED, SEEDED.plusSeconds(19)));
        assertThat(suppliers.findAll())
                .extracting(Supplier::getId)
                .containsExactlyInAnyOrderElementsOf(
                        vendors.stream().map(Supplier::getId).toList());
    }

    @Test
    void aSecondNewEntityWithAStoredIdIsRefusedNotMerged() {
        ProductId product = ProductId.of(ObjectId.generate());
        products.save(new Product(product, "first"));
        assertThatThrownBy(() -> products.save(new Product(product, "second")))
                .isInstanceOf(DataIntegrityViolationException.class);
        assertThat(products.findById(product))
                .get()
                .extracting(Product::getName)
                .isEqualTo("first");

        SupplierId supplier = SupplierId.of(ObjectId.generate());
        suppliers.save(new Supplier(supplier, "first"));
        assertThatThrownBy(() -> suppliers.save(new Supplier(supplier, "second")))
                .isInstanceOf(DataIntegrityViolationException.class);
        assertThat(suppliers.findById(supplier))
                .get()
                .extracting(Supplier::getName)
                .isEqualTo("first");
    }

    @Test
    void storedEntitiesAreUpdatedAndNewOnesWithoutIdGetOne() {
        Product product = products.save(new Product(ProductId.of(ObjectId.generate()), "chair"));
        Product loaded = products.findById(product.getId()).orElseThrow();
        loaded.setName("armchair");
        assertThat(products.save(loaded).getVersion()).isEqualTo(loaded.getVersion() + 1);

        Supplier supplier = suppliers.save(new Supplier(SupplierId.of(ObjectId.generate()), "Acme"));
        Supplier found = suppliers.findById(supplier.getId()).orElseThrow();
        found.setName("Acme Ltd");
        suppliers.save(found);

        assertThat(products.findAll())
                .singleElement()
                .extracting(Product::getName)
                .isEqualTo("armchair");
        assertThat(suppliers.findAll())
                .singleElement()
                .extracting(Supplier::getName)
                .isEqualTo("Acme Ltd");
        assertThat(products.save(new Product(null, "table")).getId()).isNotNull();
        assertThat(suppliers.save(new Supplier(null, "Initech")).getId()).isNotNull();
    }

    /** Spring Data REST at /api (the module's application.properties). */
    @Test
    void springDataRestPutOfANewIdCreatesTheRow() throws Exception {
        MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
        ProductId product = ProductId.of(ObjectId.generate());
        mvc.perform(put("/api/products/" + product)
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"name\":\"lamp\"}"))
                .andExpect(status().isCreated());
        assertThat(products.findById(product))
                .get()
                .extracting(Product::getName)
                .isEqualTo("lamp");
        mvc.perform(put("/api/products/" + product)
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"name\":\"desk lamp\"}"))
                .andExpect(status().is2xxSuccessful());
        assertThat(products.findById(product))
                .get()
                .extracting(Product::getName)
                .isEqualTo("desk lamp");

        SupplierId supplier = SupplierId.of(ObjectId.generate());
        mvc.perform(put("/api/suppliers/" + supplier)
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"name\":\"Umbrella\"}"))
                .andExpect(status().isCreated());
        assertThat(suppliers.findById(supplier))
                .get()
                .extracting(Supplier::getName)
                .isEqualTo("Umbrella");
    }

    /** Spring Data REST answers its own 409 ("Could not commit changes!"), with no message of the exception. */
    @Test
    void withoutAssignedIdsSaveOfANewIdSaysWhatToDo() throws Exception {
        WarehouseId id = WarehouseId.of(ObjectId.parse("6740c5e1a3f29b04c7000001"));
        assertThatThrownBy(() -> warehouses.save(new Warehouse(id, "Lyon")))
                .isInstanceOf(ObjectOptimisticLockingFailureException.class)
                .isInstanceOf(AssignedIdNotFoundException.class)
                .hasMessage(WAREHOUSE_NOT_FOUND);
        assertThat(warehouses.count()).isZero();

        MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
        mvc.perform(put("/api/warehouses/" + id)
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"city\":\"Lyon\"}"))
                .andExpect(status().isConflict());
        assertThat(warehouses.count()).isZero();
    }

    static final String WAREHOUSE_NOT_FOUND = "No row of dev.objectid.imports.Warehouse with id "
            + "6740c5e1a3f29b04c7000001 to update: save() merges an entity whose id is set into its stored row, and "
            + "there is none (the row was deleted meanwhile, or the application assigned the id to a new entity). The "
            + "id is @ObjectIdGenerated without allowAssigned, so new rows get generated ids only. To insert rows with "
            + "ids you assign (imports, seed data, a PUT of a new id), use @ObjectIdGenerated(allowAssigned = true) "
            + "and let Spring Data tell new entities from stored ones: a @Version attribute of a wrapper type, or "
            + "Persistable.isNew().";

    @Test
    void aRealConflictKeepsSpringsException() {
        Product product = products.save(new Product(ProductId.of(ObjectId.generate()), "chair"));
        Product stale = products.findById(product.getId()).orElseThrow();
        Product fresh = products.findById(product.getId()).orElseThrow();
        fresh.setName("armchair");
        products.save(fresh);
        stale.setName("stool");
        assertThatThrownBy(() -> products.save(stale))
                .isInstanceOf(ObjectOptimisticLockingFailureException.class)
                .isNotInstanceOf(AssignedIdNotFoundException.class);

        Warehouse warehouse = warehouses.save(new Warehouse(null, "Oslo"));
        warehouses.deleteById(warehouse.getId());
        warehouse.setCity("Bergen");
        assertThatThrownBy(() -> warehouses.save(warehouse)).isInstanceOf(AssignedIdNotFoundException.class);
    }
}
