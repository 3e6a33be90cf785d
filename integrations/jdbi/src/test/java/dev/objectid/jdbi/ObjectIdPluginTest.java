package dev.objectid.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import java.sql.SQLDataException;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.generic.GenericType;
import org.jdbi.v3.core.mapper.NoSuchMapperException;
import org.jdbi.v3.core.qualifier.QualifiedType;
import org.jdbi.v3.core.result.ResultSetException;
import org.jdbi.v3.core.statement.UnableToCreateStatementException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The plugin on an in-memory H2 database: found by {@code installPlugins()}, binding and mapping ObjectIds and a typed
 * id written by hand, nulls, {@code Optional}, the hex qualifier, H2's parameter check and the error for a value that
 * is not an id. (The fluent and SQL Object APIs run against H2, PostgreSQL and MariaDB in tests/jdbi-tests.)
 */
class ObjectIdPluginTest {

    private static final ObjectId ID = ObjectId.parse("65f0a1b2c3d4e5f6a7b8c9d0");

    private Handle handle;

    @BeforeEach
    void open() {
        Jdbi jdbi = Jdbi.create("jdbc:h2:mem:" + UUID.randomUUID()).installPlugins();
        handle = jdbi.open();
        handle.execute("create table ids (n int, bin binary(12), hex char(24), wide varbinary(16))");
    }

    @AfterEach
    void close() {
        handle.close();
    }

    @Test
    void installPluginsFindsThePluginOnTheClassPath() {
        Jdbi jdbi = Jdbi.create("jdbc:h2:mem:" + UUID.randomUUID()).installPlugins();

        byte[] bound = jdbi.withHandle(h ->
                h.createQuery("select :id").bind("id", ID).mapTo(byte[].class).one());

        assertThat(bound).isEqualTo(ID.toByteArray());
    }

    @Test
    void installingItTwiceRegistersItOnce() {
        Jdbi jdbi = Jdbi.create("jdbc:h2:mem:" + UUID.randomUUID())
                .installPlugin(new ObjectIdPlugin())
                .installPlugin(new ObjectIdPlugin());

        assertThat(jdbi.getConfig(org.jdbi.v3.core.argument.Arguments.class).getFactories())
                .filteredOn(factory -> factory instanceof ObjectIdArgumentFactory)
                .hasSize(1);
    }

    @Test
    void withoutThePluginJdbiRefusesToBindOrMapAnId() {
        try (Handle plain = Jdbi.create("jdbc:h2:mem:" + UUID.randomUUID()).open()) {
            assertThatThrownBy(() -> plain.createQuery("select :id")
                            .bind("id", ID)
                            .mapTo(String.class)
                            .one())
                    .isInstanceOf(UnableToCreateStatementException.class)
                    .hasMessageContaining("No argument factory registered for '65f0a1b2c3d4e5f6a7b8c9d0'");
            assertThatThrownBy(() -> plain.createQuery("select X'65f0a1b2c3d4e5f6a7b8c9d0'")
                            .mapTo(ObjectId.class)
                            .one())
                    .isInstanceOf(NoSuchMapperException.class)
                    .hasMessageContaining("dev.objectid.ObjectId");
        }
    }

    @Test
    void bindsAndMapsObjectIdsAndATypedIdWrittenByHand() {
        ReceiptId receipt = ReceiptId.of(ObjectId.generate());

        handle.createUpdate("insert into ids (n, bin) values (1, :id), (2, :receipt)")
                .bind("id", ID)
                .bind("receipt", receipt)
                .execute();

        assertThat(handle.createQuery("select bin from ids where bin = ?")
                        .bind(0, ID)
                        .mapTo(ObjectId.class)
                        .one())
                .isEqualTo(ID);
        assertThat(handle.createQuery("select bin from ids where n = 2")
                        .mapTo(ReceiptId.class)
                        .one())
                .isEqualTo(receipt);
    }

    @Test
    void nullBindsNullAndMapsToNullOrAnEmptyOptional() {
        handle.createUpdate("insert into ids (n, bin) values (1, :id)")
                .bindByType("id", null, ObjectId.class)
                .execute();

        assertThat(handle.createQuery("select count(*) from ids where bin is null")
                        .mapTo(int.class)
                        .one())
                .isOne();
        assertThat(handle.createQuery("select bin from ids")
                        .mapTo(ReceiptId.class)
                        .list())
                .containsExactly((ReceiptId) null);
        assertThat(handle.createQuery("select bin from ids")
                        .mapTo(new GenericType<Optional<ObjectId>>() {})
                        .one())
                .isEmpty();
    }

    @Test
    void anOptionalArgumentBindsItsId() {
        handle.createUpdate("insert into ids (n, bin) values (1, :id)")
                .bindByType("id", Optional.of(ID), new GenericType<Optional<ObjectId>>() {})
                .execute();

        assertThat(handle.createQuery("select bin from ids")
                        .mapTo(new GenericType<Optional<ObjectId>>() {})
                        .one())
                .contains(ID);
    }

    @Test
    void theHexQualifierBindsTheDigitsAndMappingReadsEitherFormat() {
        QualifiedType<ObjectId> hex = QualifiedType.of(ObjectId.class).with(HexObjectId.class);

        handle.createUpdate("insert into ids (n, bin, hex) values (1, :id, :hex)")
                .bind("id", ID)
                .bindByType("hex", ID, hex)
                .execute();

        assertThat(handle.createQuery("select hex from ids").mapTo(String.class).one())
                .isEqualTo("65f0a1b2c3d4e5f6a7b8c9d0");
        assertThat(handle.createQuery("select hex from ids where hex = :id")
                        .bindByType("id", ID, hex)
                        .mapTo(ObjectId.class)
                        .one())
                .isEqualTo(ID);
        assertThat(handle.createQuery("select hex from ids").mapTo(hex).one()).isEqualTo(ID);
        assertThat(handle.createQuery("select bin from ids").mapTo(hex).one()).isEqualTo(ID);
    }

    @Test
    void mapToMapStaysRaw() {
        handle.createUpdate("insert into ids (n, bin) values (1, :id)")
                .bind("id", ID)
                .execute();

        Map<String, Object> row =
                handle.createQuery("select bin from ids").mapToMap().one();

        assertThat(row.get("bin")).isEqualTo(ID.toByteArray());
    }

    @Test
    void onH2AnIdBoundAsBytesForACharacterColumnIsRefused() {
        assertThatThrownBy(() -> handle.createUpdate("insert into ids (n, hex) values (1, :id)")
                        .bind("id", ReceiptId.of(ID))
                        .execute())
                .isInstanceOf(UnableToCreateStatementException.class)
                .hasMessageContaining("Exception while binding named parameter 'id'")
                .cause()
                .isInstanceOf(SQLDataException.class)
                .hasMessage("ReceiptId 65f0a1b2c3d4e5f6a7b8c9d0 is bound as its 12 bytes to parameter 1, which H2"
                        + " types CHARACTER(24): H2 would store the bytes as text, or compare them with text and match"
                        + " nothing. For a column of 24 hexadecimal digits, qualify the id @HexObjectId"
                        + " (dev.objectid.jdbi.HexObjectId); for the id's bytes, make the column binary(12).");
        assertThat(handle.createQuery("select count(*) from ids")
                        .mapTo(int.class)
                        .one())
                .isZero();
    }

    @Test
    void onH2AnIdBoundAsHexForABinaryColumnIsRefused() {
        assertThatThrownBy(() -> handle.createQuery("select n from ids where bin = :id")
                        .bindByType("id", ID, QualifiedType.of(ObjectId.class).with(HexObjectId.class))
                        .mapTo(int.class)
                        .list())
                .isInstanceOf(UnableToCreateStatementException.class)
                .cause()
                .isInstanceOf(SQLDataException.class)
                .hasMessageStartingWith("ObjectId 65f0a1b2c3d4e5f6a7b8c9d0 (hex) is bound as 24 hexadecimal digits"
                        + " (@HexObjectId) to parameter 1, which H2 types BINARY(12)");
    }

    @Test
    void aParameterH2CannotTypeIsBound() {
        assertThat(handle.createQuery("select :id")
                        .bind("id", ID)
                        .mapTo(ObjectId.class)
                        .one())
                .isEqualTo(ID);
    }

    @Test
    void aStoredValueThatIsNotAnIdIsAnErrorThatNamesTheColumnAndTheValue() {
        handle.execute("insert into ids (n, wide) values (1, X'00112233445566778899aabbccddeeff')");

        assertThatThrownBy(() -> handle.createQuery("select wide from ids")
                        .mapTo(ObjectId.class)
                        .one())
                .isInstanceOf(ResultSetException.class)
                .hasRootCauseInstanceOf(IllegalArgumentException.class)
                .cause()
                .isInstanceOf(SQLDataException.class)
                .hasMessageStartingWith("Column WIDE (BINARY VARYING(16)): Invalid ObjectId: 16 bytes"
                        + " (0x00112233445566778899aabbccddeeff)");
    }
}
