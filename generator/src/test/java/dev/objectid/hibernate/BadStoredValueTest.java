package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.hibernate.HibernateException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A row whose id is not 12 bytes (written by something else into a column wider than binary(12)) gives a clear error
 * when Hibernate reads it; the value is neither truncated nor padded, and the row is still there afterwards.
 */
class BadStoredValueTest {

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {11, 13, 0})
    void aStoredIdOfTheWrongLengthIsAnErrorNamingTheLength(int length) throws Exception {
        try (H2Hibernate h2 = H2Hibernate.start(Map.of("hibernate.hbm2ddl.auto", "none"), Customer.class)) {
            byte[] bad = new byte[length];
            for (int i = 0; i < length; i++) {
                bad[i] = (byte) (0xa0 + i);
            }
            try (Connection connection = h2.jdbcConnection();
                    Statement ddl = connection.createStatement()) {
                ddl.execute("create table Customer (id varbinary(16) not null primary key, name varchar(255))");
                try (PreparedStatement insert = connection.prepareStatement("insert into Customer values (?, ?)")) {
                    insert.setBytes(1, bad);
                    insert.setString(2, "written elsewhere");
                    insert.executeUpdate();
                }
            }

            assertThatThrownBy(() -> h2.fromTransaction(session ->
                            session.createQuery("from Customer", Customer.class).getResultList()))
                    .isInstanceOf(HibernateException.class)
                    .hasMessageContaining("the database returned " + length + " bytes where an ObjectId has exactly 12")
                    .hasMessageContaining("neither truncated nor padded");

            try (Connection connection = h2.jdbcConnection();
                    Statement select = connection.createStatement();
                    ResultSet row = select.executeQuery("select id, name from Customer")) {
                assertThat(row.next()).isTrue();
                assertThat(row.getBytes(1)).as("nothing lost").containsExactly(bad);
                assertThat(row.getString(2)).isEqualTo("written elsewhere");
            }
        }
    }

    @Test
    void h2ItselfPadsAShortValueInABinary12ColumnAndRejectsALongOne() throws Exception {
        try (H2Hibernate h2 = H2Hibernate.start(Customer.class);
                Connection connection = h2.jdbcConnection();
                PreparedStatement insert =
                        connection.prepareStatement("insert into Customer (id, name) values (?, ?)")) {
            byte[] eleven = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
            insert.setBytes(1, eleven);
            insert.setString(2, "short");
            insert.executeUpdate();
            try (Statement select = connection.createStatement();
                    ResultSet row = select.executeQuery("select id from Customer")) {
                assertThat(row.next()).isTrue();
                assertThat(row.getBytes(1))
                        .as("H2 pads binary(n) with 0x00, as MariaDB does")
                        .containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0);
            }

            insert.setBytes(1, new byte[13]);
            insert.setString(2, "long");
            assertThatThrownBy(insert::executeUpdate)
                    .isInstanceOf(SQLException.class)
                    .hasMessageContaining("Value too long for column");
        }
    }
}
