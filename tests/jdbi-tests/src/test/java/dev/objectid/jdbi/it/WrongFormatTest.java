package dev.objectid.jdbi.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.objectid.ObjectId;
import dev.objectid.jdbi.HexObjectId;
import java.sql.SQLDataException;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.qualifier.QualifiedType;
import org.jdbi.v3.core.statement.UnableToCreateStatementException;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What each database does with an id bound in the other format than its column: its 12 bytes for a {@code char(24)}
 * column (a forgotten {@code @HexObjectId}), or its hex digits for a binary one. H2 would convert without a word, so
 * objectid-jdbi refuses both there; PostgreSQL refuses both itself; MariaDB refuses the digits for a binary column on
 * insert and nothing else: it stores the bytes in a hex column, which reading then refuses, and a comparison in the
 * other format matches nothing. docs/jdbc.md states the same.
 */
class WrongFormatTest {

    private static final QualifiedType<ObjectId> HEX =
            QualifiedType.of(ObjectId.class).with(HexObjectId.class);
    /** Bytes that are not UTF-8 (0xf0 0xa1 0xb2 0xc3 ...), as most ids' are. */
    private static final ObjectId ID = ObjectId.parse("65f0a1b2c3d4e5f6a7b8c9d0");

    private Handle handle;

    @BeforeEach
    void open() {
        ShopDatabase.clear();
        handle = ShopDatabase.jdbi().open();
    }

    @AfterEach
    void close() {
        handle.close();
    }

    @Test
    void bytesInsertedIntoAHexColumn() {
        Throwable failure =
                catchThrowable(() -> handle.createUpdate("insert into legacy_events (id, kind) values (:id, 'signup')")
                        .bind("id", ID) // @HexObjectId forgotten
                        .execute());

        switch (ShopDatabase.name()) {
            case "h2" -> {
                assertRefusedByThePlugin(failure, "CHARACTER(24)");
                assertThat(handle.createQuery("select count(*) from legacy_events")
                                .mapTo(int.class)
                                .one())
                        .isZero();
            }
            case "postgresql" ->
                assertThat(failure)
                        .isInstanceOf(UnableToExecuteStatementException.class)
                        .hasMessageContaining("value too long for type character(24)");
            default -> {
                assertThat(failure).isNull(); // MariaDB stores the 12 bytes as characters of an ascii column
                assertThatThrownBy(() -> handle.createQuery("select id from legacy_events")
                                .mapTo(ObjectId.class)
                                .one())
                        .cause()
                        .isInstanceOf(SQLDataException.class)
                        .hasMessageMatching("Column (?i:id) \\(.+\\): Invalid ObjectId \".*\": length is 12.*");
            }
        }
    }

    @Test
    void bytesComparedWithAHexColumn() {
        handle.createUpdate("insert into legacy_events (id, kind) values (:id, 'signup')")
                .bindByType("id", ID, HEX)
                .execute();

        Throwable failure =
                catchThrowable(() -> assertThat(handle.createQuery("select kind from legacy_events where id = :id")
                                .bind("id", ID) // @HexObjectId forgotten
                                .mapTo(String.class)
                                .list())
                        .isEmpty());

        switch (ShopDatabase.name()) {
            case "h2" -> assertRefusedByThePlugin(failure, "CHARACTER(24)");
            case "postgresql" ->
                assertThat(failure)
                        .isInstanceOf(UnableToExecuteStatementException.class)
                        .hasMessageContaining("operator does not exist: character = bytea");
            default -> assertThat(failure).isNull(); // MariaDB matches nothing: the list was empty
        }
    }

    @Test
    void digitsInsertedIntoABinaryColumn() {
        handle.execute("insert into customers (id, name) values (?, 'Ada')", CustomerId.generate());

        Throwable failure =
                catchThrowable(() -> handle.createUpdate("insert into customers (id, name) values (:id, 'Bob')")
                        .bindByType("id", ID, HEX)
                        .execute());

        switch (ShopDatabase.name()) {
            case "h2" -> assertRefusedByThePlugin(failure, "BINARY(12)");
            case "postgresql" ->
                assertThat(failure)
                        .isInstanceOf(UnableToExecuteStatementException.class)
                        .hasMessageContaining(
                                "column \"id\" is of type bytea but expression is of type character varying");
            default ->
                assertThat(failure)
                        .isInstanceOf(UnableToExecuteStatementException.class)
                        .hasMessageContaining("Data too long for column 'id'");
        }
        assertThat(handle.createQuery("select name from customers")
                        .mapTo(String.class)
                        .list())
                .containsExactly("Ada");
    }

    @Test
    void digitsComparedWithABinaryColumn() {
        handle.execute("insert into customers (id, name) values (?, 'Ada')", ID);

        Throwable failure =
                catchThrowable(() -> assertThat(handle.createQuery("select name from customers where id = :id")
                                .bindByType("id", ID, HEX)
                                .mapTo(String.class)
                                .list())
                        .isEmpty());

        switch (ShopDatabase.name()) {
            case "h2" -> assertRefusedByThePlugin(failure, "BINARY(12)");
            case "postgresql" ->
                assertThat(failure)
                        .isInstanceOf(UnableToExecuteStatementException.class)
                        .hasMessageContaining("operator does not exist: bytea = character varying");
            default -> assertThat(failure).isNull(); // MariaDB matches nothing: the list was empty
        }
    }

    @Test
    void aHexStringIsAStringThePluginDoesNotSee() {
        handle.execute("insert into customers (id, name) values (?, 'Ada')", ID);

        Throwable failure =
                catchThrowable(() -> assertThat(handle.createQuery("select name from customers where id = :id")
                                .bind("id", ID.toHexString()) // a String, bound by Jdbi itself
                                .mapTo(String.class)
                                .list())
                        .isEmpty());

        if (ShopDatabase.name().equals("postgresql")) {
            assertThat(failure)
                    .isInstanceOf(UnableToExecuteStatementException.class)
                    .hasMessageContaining("operator does not exist: bytea = character varying");
        } else {
            assertThat(failure).isNull(); // H2 and MariaDB match nothing: the list was empty
        }
    }

    @Test
    void eachFormatInItsOwnColumnIsFound() {
        handle.execute("insert into customers (id, name) values (?, 'Ada')", ID);
        handle.createUpdate("insert into legacy_events (id, kind) values (:id, 'signup')")
                .bindByType("id", ID, HEX)
                .execute();

        assertThat(handle.createQuery("select name from customers where id = :id")
                        .bind("id", ID)
                        .mapTo(String.class)
                        .list())
                .containsExactly("Ada");
        assertThat(handle.createQuery("select kind from legacy_events where id = :id")
                        .bindByType("id", ID, HEX)
                        .mapTo(String.class)
                        .list())
                .containsExactly("signup");
    }

    /** objectid-jdbi's own refusal on H2, before anything reaches the database. */
    private void assertRefusedByThePlugin(Throwable failure, String parameterType) {
        assertThat(failure)
                .isInstanceOf(UnableToCreateStatementException.class)
                .cause()
                .isInstanceOf(SQLDataException.class)
                .hasMessageContaining("ObjectId 65f0a1b2c3d4e5f6a7b8c9d0")
                .hasMessageContaining("which H2 types " + parameterType);
    }
}
