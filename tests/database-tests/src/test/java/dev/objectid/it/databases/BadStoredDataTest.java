package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.Customer;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.hibernate.HibernateException;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Rows whose id is not 12 bytes, written with raw JDBC. Where the column keeps such a value (PostgreSQL's bytea, a
 * varbinary column), reading the row through Hibernate fails with an error naming the length and the row is left as
 * it is. Where the database itself changes or refuses the value on write, this test pins down what it does:
 * MariaDB's and H2's {@code binary(12)} pad a short value with {@code 0x00} and refuse a long one.
 */
class BadStoredDataTest {

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {11, 13})
    void aValueOfTheWrongLengthInAColumnThatKeepsItIsAClearErrorAndStaysAsItIs(int length) throws SQLException {
        TestDatabase database = TestDatabases.create();
        String type = database.name().equals("postgresql") ? "bytea" : "varbinary(16)";
        try (Connection connection = database.dataSource().getConnection();
                Statement ddl = connection.createStatement()) {
            ddl.execute("create table Customer (id " + type + " not null primary key, name varchar(255))");
        }
        byte[] bad = bytes(length);
        insert(database, bad, "written elsewhere");

        try (SessionFactory hibernate = HibernateBootstrap.start(
                getClass().getClassLoader(), database, Map.of("hibernate.hbm2ddl.auto", "none"), Customer.class)) {
            assertThatThrownBy(() -> hibernate.fromTransaction(
                            session -> session.createSelectionQuery("from Customer", Customer.class)
                                    .getResultList()))
                    .isInstanceOf(HibernateException.class)
                    .hasMessageContaining("the database returned " + length + " bytes where an ObjectId has exactly 12")
                    .hasMessageContaining("neither truncated nor padded");
        }
        assertThat(storedIds(database)).as("the row is untouched").containsExactly(bad);
    }

    @Test
    void whatTheDatabaseDoesWithWrongLengthsInTheColumnHibernateCreates() throws SQLException {
        TestDatabase database = TestDatabases.create();
        try (SessionFactory hibernate = HibernateBootstrap.start(
                getClass().getClassLoader(), database, Map.of("hibernate.hbm2ddl.auto", "create"), Customer.class)) {
            byte[] eleven = bytes(11);
            byte[] thirteen = bytes(13);
            switch (database.name()) {
                case "postgresql" -> {
                    // bytea keeps any length: both rows are stored as given, and reading them is the error above
                    insert(database, eleven, "eleven");
                    insert(database, thirteen, "thirteen");
                    assertThat(storedIds(database)).containsExactlyInAnyOrder(eleven, thirteen);
                    assertThatThrownBy(() -> hibernate.fromTransaction(
                                    session -> session.createSelectionQuery("from Customer", Customer.class)
                                            .getResultList()))
                            .hasMessageContaining("bytes where an ObjectId has exactly 12");
                }
                default -> {
                    // binary(12) pads a short value with 0x00 on write: it then reads as a valid ObjectId
                    insert(database, eleven, "eleven");
                    byte[] padded = java.util.Arrays.copyOf(eleven, 12);
                    assertThat(storedIds(database)).containsExactly(padded);
                    Customer found = hibernate.fromTransaction(
                            session -> session.createSelectionQuery("from Customer", Customer.class)
                                    .getSingleResult());
                    assertThat(found.getId()).isEqualTo(ObjectId.fromBytes(padded));
                    // and refuses a long one
                    assertThatThrownBy(() -> insert(database, thirteen, "thirteen"))
                            .isInstanceOf(SQLException.class)
                            .hasMessageMatching("(?s).*([Dd]ata too long|Value too long).*");
                    assertThat(storedIds(database)).containsExactly(padded);
                }
            }
        }
    }

    @Test
    void onPostgresqlTheDocumentedCheckConstraintRefusesWrongLengths() throws Exception {
        TestDatabase database = TestDatabases.create();
        // the check constraint is PostgreSQL's answer to bytea having no length; binary(12) has one
        assumeTrue(database.name().equals("postgresql"), "PostgreSQL only");
        HandWrittenSchemaTest.execute(database, "handwritten/postgresql.sql");

        assertThatThrownBy(() -> insert(database, bytes(11), "eleven"))
                .isInstanceOf(SQLException.class)
                .hasMessageContaining("check constraint");
        insert(database, ObjectId.generate().toByteArray(), "twelve");
        assertThat(storedIds(database)).hasSize(1);
    }

    private static void insert(TestDatabase database, byte[] id, String name) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement insert =
                        connection.prepareStatement("insert into Customer (id, name) values (?, ?)")) {
            insert.setBytes(1, id);
            insert.setString(2, name);
            insert.executeUpdate();
        }
    }

    private static java.util.List<byte[]> storedIds(TestDatabase database) throws SQLException {
        java.util.List<byte[]> ids = new java.util.ArrayList<>();
        try (Connection connection = database.dataSource().getConnection();
                Statement select = connection.createStatement();
                ResultSet rows = select.executeQuery("select id from Customer")) {
            while (rows.next()) {
                ids.add(rows.getBytes(1));
            }
        }
        return ids;
    }

    private static byte[] bytes(int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) (0xa0 + i);
        }
        return bytes;
    }
}
