package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdXmlAdapter;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;
import dev.objectid.TypedObjectIdXmlAdapter;
import dev.objectid.clinic.PetId;
import dev.objectid.jdbc.ObjectIdDataSource;
import dev.objectid.spi.TypedIdIndex;
import dev.objectid.starter.shop.CustomerId;
import dev.objectid.starter.shop.PurchaseOrderId;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.core.io.support.SpringFactoriesLoader;

/**
 * What the starter registers for a native image when Spring AOT processes an application: the registrars
 * {@code META-INF/spring/aot.factories} lists, applied with the application's class loader as
 * {@code spring-boot:process-aot} applies them.
 */
class RuntimeHintsTest {

    @Test
    void springAotFindsTheRegistrars() {
        assertThat(registrars(getClass().getClassLoader()))
                .extracting(registrar -> registrar.getClass().getName())
                .containsExactlyInAnyOrder(
                        "dev.objectid.spring.boot.aot.ObjectIdRuntimeHints",
                        "dev.objectid.spring.boot.aot.TypedIdRuntimeHints");
    }

    @Test
    void theTypedIdListsAndEveryTypedIdTheyName() {
        RuntimeHints hints = hints(getClass().getClassLoader());
        assertThat(RuntimeHintsPredicates.resource().forResource("META-INF/objectid/typed-ids"))
                .accepts(hints);
        List<TypedIdType<?>> typedIds = TypedIdIndex.load(getClass().getClassLoader());
        assertThat(typedIds)
                .extracting(typedId -> typedId.type().getName())
                .contains(CustomerId.class.getName(), PurchaseOrderId.class.getName(), PetId.class.getName());
        for (TypedIdType<?> typedId : typedIds) {
            // loaded by name (Hibernate), valueOf and of (Spring's conversion, hand-written typed ids), @JsonCreator
            assertThat(RuntimeHintsPredicates.reflection()
                            .onType(typedId.type())
                            .withMemberCategories(
                                    MemberCategory.INVOKE_DECLARED_CONSTRUCTORS,
                                    MemberCategory.INVOKE_DECLARED_METHODS))
                    .as(typedId.type().getName())
                    .accepts(hints);
        }
    }

    @Test
    void theJaxbAdapterEachTypedIdNames() {
        RuntimeHints hints = hints(getClass().getClassLoader());
        assertThat(RuntimeHintsPredicates.reflection()
                        .onType(CustomerId.JaxbAdapter.class)
                        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS))
                .accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection()
                        .onType(PetId.JaxbAdapter.class)
                        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS))
                .accepts(hints);
    }

    @Test
    void theJsonAndXmlHooksOfObjectIds() {
        RuntimeHints hints = hints(getClass().getClassLoader());
        // @JsonCreator valueOf and fromJson (private), @JsonValue toHexString / toString
        assertThat(RuntimeHintsPredicates.reflection()
                        .onType(ObjectId.class)
                        .withMemberCategory(MemberCategory.INVOKE_DECLARED_METHODS))
                .accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection()
                        .onType(TypedObjectId.class)
                        .withMemberCategory(MemberCategory.INVOKE_DECLARED_METHODS))
                .accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection()
                        .onType(ObjectIdXmlAdapter.class)
                        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS))
                .accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection()
                        .onType(TypedObjectIdXmlAdapter.class)
                        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS))
                .accepts(hints);
    }

    @Test
    void theScriptsOfTheSqlFunctions() {
        RuntimeHints hints = hints(getClass().getClassLoader());
        for (String database : List.of("postgresql", "mariadb")) {
            String script = "dev/objectid/sql/" + database + "/R__objectid_functions.sql";
            assertThat(getClass().getClassLoader().getResource(script))
                    .as(script)
                    .isNotNull();
            assertThat(RuntimeHintsPredicates.resource().forResource(script))
                    .as(script)
                    .accepts(hints);
        }
    }

    @Test
    void theProxiesObjectIdDataSourceHandsOut() throws SQLException {
        RuntimeHints hints = hints(getClass().getClassLoader());
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:hints");
        try (Connection connection = ObjectIdDataSource.wrap(h2).getConnection();
                Statement statement = connection.createStatement();
                PreparedStatement prepared = connection.prepareStatement("select 1");
                CallableStatement call = connection.prepareCall("call 1");
                ResultSet rows = statement.executeQuery("select 1")) {
            for (Object proxy : List.of(connection, statement, prepared, call, rows)) {
                assertThat(RuntimeHintsPredicates.proxies()
                                .forInterfaces(proxy.getClass().getInterfaces()))
                        .as("a proxy of %s", List.of(proxy.getClass().getInterfaces()))
                        .accepts(hints);
            }
        }
    }

    @Test
    void aStaleEntryFailsTheProcessingNamingTheClassAndTheList(@TempDir Path classes) throws IOException {
        Path list =
                Files.createDirectories(classes.resolve("META-INF/objectid")).resolve("typed-ids");
        Files.writeString(list, "dev.objectid.starter.shop.RemovedId\n");
        try (URLClassLoader application = new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            assertThatIllegalStateException()
                    .isThrownBy(() -> hints(application))
                    .withMessageContaining("dev.objectid.starter.shop.RemovedId")
                    .withMessageContaining(list.toString())
                    .withMessageContaining("cannot be loaded");
        }
    }

    /** The starter's registrars among those every aot.factories on the class path lists. */
    private static List<RuntimeHintsRegistrar> registrars(ClassLoader classLoader) {
        return SpringFactoriesLoader.forResourceLocation("META-INF/spring/aot.factories", classLoader)
                .load(RuntimeHintsRegistrar.class)
                .stream()
                .filter(registrar -> registrar.getClass().getName().startsWith("dev.objectid."))
                .toList();
    }

    private static RuntimeHints hints(ClassLoader classLoader) {
        RuntimeHints hints = new RuntimeHints();
        registrars(classLoader).forEach(registrar -> registrar.registerHints(hints, classLoader));
        return hints;
    }
}
