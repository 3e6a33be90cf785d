package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.CustomerId;
import dev.objectid.it.shop.Order;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two modules, each compiled with objectid-processor into its own jar (here: the shop, objectid-shop-entities, and
 * a catalog module that this test compiles into a jar), each listing its own typed ids. Hibernate registers the typed
 * ids of both, with no configuration in either.
 */
class SeveralJarsTest {

    private static final String INDEX = "META-INF/objectid/typed-ids";

    @Test
    void typedIdsOfEveryJarAreMappedAndGenerated(@TempDir Path work) throws Exception {
        Path jar = compileCatalogModule(work);

        try (URLClassLoader catalog =
                new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
            List<URL> indexes = Collections.list(catalog.getResources(INDEX));
            // the shop's (objectid-shop-entities) and the catalog jar's
            assertThat(indexes)
                    .as("one list of typed ids per module")
                    .hasSize(2)
                    .anySatisfy(url -> assertThat(url.getPath()).contains("catalog.jar"));
            assertThat(indexes)
                    .anySatisfy(url -> assertThat(read(url)).contains("dev.objectid.it.catalog.ProductId"))
                    .anySatisfy(url -> assertThat(read(url)).contains("dev.objectid.it.shop.OrderId"));

            Class<?> product = catalog.loadClass("dev.objectid.it.catalog.Product");
            TestDatabase database = TestDatabases.create();
            try (SessionFactory hibernate =
                    HibernateBootstrap.start(catalog, database, Customer.class, Order.class, product)) {
                Customer ada = new Customer("Ada");
                hibernate.inTransaction(session -> session.persist(ada));
                Object lamp =
                        product.getConstructor(String.class, CustomerId.class).newInstance("lamp", null);
                Object desk =
                        product.getConstructor(String.class, CustomerId.class).newInstance("desk", ada.getId());
                hibernate.inTransaction(session -> {
                    session.persist(lamp);
                    session.persist(desk);
                });
                Object id = product.getMethod("getId").invoke(desk);

                Object found = hibernate.fromTransaction(session -> session.find(product, id));

                assertThat(id.getClass().getName()).isEqualTo("dev.objectid.it.catalog.ProductId");
                assertThat(id.getClass().getClassLoader()).isSameAs(catalog);
                assertThat(id.toString()).matches("[0-9a-f]{24}");
                assertThat(product.getMethod("getName").invoke(found)).isEqualTo("desk");
                assertThat(product.getMethod("getAddedBy").invoke(found)).isEqualTo(ada.getId());
                for (String column : List.of("id", "addedBy")) {
                    ObjectIdColumns.assertObjectIdColumn(database, "Product", column);
                }
            }
        }
    }

    /** Compiles the catalog module's sources with objectid-processor, as its own build would, into a jar. */
    private static Path compileCatalogModule(Path work) throws IOException {
        Path classes = work.resolve("classes");
        ModuleCompiler.compileAll(Path.of("src/test/resources/catalog-module"), classes);
        Path jar = work.resolve("catalog.jar");
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream entries = new JarOutputStream(out);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                entries.putNextEntry(
                        new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, entries);
                entries.closeEntry();
            }
        }
        return jar;
    }

    private static String read(URL url) {
        try (InputStream in = url.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
