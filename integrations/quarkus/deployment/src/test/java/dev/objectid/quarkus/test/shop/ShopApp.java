package dev.objectid.quarkus.test.shop;

import io.quarkus.test.QuarkusUnitTest;
import org.jboss.shrinkwrap.api.spec.JavaArchive;

/**
 * The shop as a {@link QuarkusUnitTest} application: its entities, their generated typed ids and helpers, the list of
 * typed ids objectid-processor wrote, and the resource; on an in-memory H2 database, without Dev Services.
 */
public final class ShopApp {

    private ShopApp() {}

    /**
     * The application, to configure further.
     *
     * @param more classes of the test to add to it
     */
    public static QuarkusUnitTest create(Class<?>... more) {
        return new QuarkusUnitTest()
                .withApplicationRoot(root -> addShop(root.addClasses(more)))
                .overrideConfigKey("quarkus.devservices.enabled", "false")
                .overrideConfigKey("quarkus.datasource.db-kind", "h2")
                .overrideConfigKey("quarkus.datasource.jdbc.url", "jdbc:h2:mem:shop;DB_CLOSE_DELAY=-1")
                .overrideConfigKey("quarkus.hibernate-orm.schema-management.strategy", "drop-and-create")
                .overrideConfigKey("quarkus.http.test-port", "0");
    }

    /** Adds the shop to {@code archive}. */
    public static void addShop(JavaArchive archive) {
        archive.addPackage(ShopApp.class.getPackage()).addAsResource("META-INF/objectid/typed-ids");
    }
}
