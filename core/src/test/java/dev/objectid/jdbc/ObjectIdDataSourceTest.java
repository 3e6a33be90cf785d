package dev.objectid.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.typed.InvoiceId;
import dev.objectid.typed.ParcelId;
import java.sql.Connection;
import java.sql.JDBCType;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.LocalDate;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.h2.jdbc.JdbcConnection;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@link ObjectIdDataSource} on H2, whose driver would store an id given to {@code setObject} as its Java
 * serialization: ids and typed ids bound with {@code setObject} and read with {@code getObject(column, type)}, in
 * binary and hex columns, everything else passed through, and the driver's classes still reachable.
 */
class ObjectIdDataSourceTest {

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");

    private JdbcDataSource h2;
    private Connection keepAlive;

    @BeforeEach
    void createTable() throws SQLException {
        h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:ids-" + DATABASES.incrementAndGet());
        keepAlive = h2.getConnection();
        try (Statement statement = keepAlive.createStatement()) {
            statement.execute("create table ids (id binary(12), hex char(24), born date, note varchar(20))");
        }
    }

    @AfterEach
    void dropDatabase() throws SQLException {
        keepAlive.close();
    }

    @Test
    void setObjectBindsTheTwelveBytesOfAnIdATypedIdAndAHandWrittenOne() throws SQLException {
        // tag::wrap[]
        DataSource ids = ObjectIdDataSource.wrap(h2); // once, where the pool is made
        // end::wrap[]
        ObjectId second = ObjectId.generate();
        ObjectId third = ObjectId.generate();
        try (Connection connection = ids.getConnection();
                PreparedStatement insert = connection.prepareStatement("insert into ids (id, note) values (?, ?)")) {
            for (Object id : new Object[] {ID, ParcelId.of(second), InvoiceId.of(third)}) {
                insert.setObject(1, id);
                insert.setObject(2, "n");
                insert.executeUpdate();
            }
            insert.setObject(1, null);
            insert.setObject(2, "null id");
            insert.executeUpdate();
        }

        try (Statement select = keepAlive.createStatement();
                ResultSet rows = select.executeQuery("select id from ids order by note, id")) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getBytes(1)).isEqualTo(ID.toByteArray());
            assertThat(rows.next()).isTrue();
            assertThat(rows.getBytes(1)).isEqualTo(second.toByteArray());
            assertThat(rows.next()).isTrue();
            assertThat(rows.getBytes(1)).isEqualTo(third.toByteArray());
            assertThat(rows.next()).isTrue();
            assertThat(rows.getBytes(1)).isNull();
        }
    }

    @Test
    void getObjectReadsIdsAndTypedIdsByIndexAndLabelAndNullAsNull() throws SQLException {
        insertRaw(ID.toByteArray(), ID.toHexString().toUpperCase());
        insertRaw(null, null);

        try (Connection connection = ObjectIdDataSource.wrap(h2).getConnection();
                PreparedStatement select =
                        connection.prepareStatement("select id, hex from ids where note = ? or id = ? order by id"); ) {
            select.setObject(1, "absent");
            select.setObject(2, ID);
            try (ResultSet row = select.executeQuery()) {
                assertThat(row.next()).isTrue();
                assertThat(row.getObject(1, ObjectId.class)).isEqualTo(ID);
                assertThat(row.getObject("ID", ParcelId.class)).isEqualTo(ParcelId.of(ID));
                assertThat(row.getObject(1, InvoiceId.class)).isEqualTo(InvoiceId.of(ID));
                assertThat(row.getObject("HEX", ObjectId.class))
                        .as("a hex column")
                        .isEqualTo(ID);
                assertThat(row.next()).isFalse();
            }
            try (Statement plain = connection.createStatement();
                    ResultSet row = plain.executeQuery("select id from ids where id is null")) {
                assertThat(row.next()).isTrue();
                assertThat(row.getObject(1, ObjectId.class)).isNull();
                assertThat(row.getObject(1, ParcelId.class)).isNull();
            }
        }
    }

    @Test
    void aCharacterTypeOrAHexDataSourceBindsTheHexDigits() throws SQLException {
        try (Connection connection = ObjectIdDataSource.wrap(h2).getConnection();
                PreparedStatement insert = connection.prepareStatement("insert into ids (hex, note) values (?, ?)")) {
            insert.setObject(1, ID, Types.CHAR);
            insert.setObject(2, "char");
            insert.executeUpdate();
            insert.setObject(1, ParcelId.of(ID), JDBCType.VARCHAR);
            insert.setObject(2, "varchar");
            insert.executeUpdate();
        }
        DataSource hex = ObjectIdDataSource.wrap(h2, ColumnFormat.HEX);
        try (Connection connection = hex.getConnection();
                PreparedStatement select = connection.prepareStatement("select count(*) from ids where hex = ?")) {
            select.setObject(1, ID);
            try (ResultSet count = select.executeQuery()) {
                count.next();
                assertThat(count.getInt(1)).isEqualTo(2);
            }
        }
        assertThat(((ObjectIdDataSource) hex).format()).isEqualTo(ColumnFormat.HEX);
    }

    @Test
    void aColumnThatHoldsNoIdIsAnErrorThatNamesIt() throws SQLException {
        insertRaw(null, "not an id");

        try (Connection connection = ObjectIdDataSource.wrap(h2).getConnection();
                Statement select = connection.createStatement();
                ResultSet row = select.executeQuery("select hex from ids")) {
            row.next();
            assertThatThrownBy(() -> row.getObject("HEX", ObjectId.class))
                    .isInstanceOf(SQLDataException.class)
                    .hasMessageStartingWith("Column HEX (CHARACTER(24)): Invalid ObjectId \"not an id")
                    .hasMessageContaining("An ObjectId column is binary");
        }
    }

    @Test
    void everythingElsePassesThrough() throws SQLException {
        try (Connection connection = ObjectIdDataSource.wrap(h2).getConnection();
                PreparedStatement insert = connection.prepareStatement("insert into ids (born, note) values (?, ?)")) {
            insert.setObject(1, LocalDate.of(2024, 5, 1));
            insert.setObject(2, 42, Types.VARCHAR);
            insert.executeUpdate();
            try (Statement select = connection.createStatement();
                    ResultSet row = select.executeQuery("select born, note from ids")) {
                row.next();
                assertThat(row.getObject(1, LocalDate.class)).isEqualTo(LocalDate.of(2024, 5, 1));
                assertThat(row.getObject("NOTE", String.class)).isEqualTo("42");
                assertThat(row.getObject(2)).isEqualTo("42");
            }
        }
    }

    @Test
    void theDriversClassesAndTheProxiesOwnParentsStayReachable() throws SQLException {
        DataSource ids = ObjectIdDataSource.wrap(h2);
        assertThat(ObjectIdDataSource.wrap(ids)).as("wrapped once").isSameAs(ids);
        assertThat(ids.unwrap(JdbcDataSource.class)).isSameAs(h2);
        assertThat(ids.isWrapperFor(JdbcDataSource.class)).isTrue();
        try (Connection connection = ids.getConnection();
                PreparedStatement statement = connection.prepareStatement("select id from ids");
                ResultSet rows = statement.executeQuery()) {
            assertThat(connection.unwrap(JdbcConnection.class)).isInstanceOf(JdbcConnection.class);
            assertThat(connection.isWrapperFor(JdbcConnection.class)).isTrue();
            assertThat(connection.unwrap(Connection.class)).isSameAs(connection);
            assertThat(statement.getConnection()).isSameAs(connection);
            assertThat(rows.getStatement()).isSameAs(statement);
            assertThat(connection).isEqualTo(connection).isNotEqualTo(keepAlive);
            assertThat(ObjectIdDataSource.wrap(ObjectIdDataSource.wrap(h2, ColumnFormat.HEX))
                            .getConnection())
                    .as("one proxy, however often wrapped")
                    .satisfies(wrapped ->
                            assertThat(wrapped.unwrap(JdbcConnection.class)).isNotNull());
        }
    }

    @Test
    void withoutItAnIdGivenToSetObjectIsRefusedNamingItNeverStoredSerialized() throws SQLException {
        try (PreparedStatement insert = keepAlive.prepareStatement("insert into ids (id) values (?)")) {
            assertThatThrownBy(() -> insert.setObject(1, ID))
                    .isInstanceOf(SQLException.class)
                    .hasMessageContaining("ObjectId 6632217f8a5d3e0001a0b1c2 was given to a JDBC driver's setObject,"
                            + " which would store it as a serialized Java object")
                    .hasMessageContaining("ObjectIdDataSource.wrap(dataSource)");
            assertThatThrownBy(() -> insert.setObject(1, ParcelId.of(ID)))
                    .as("a typed id holds one")
                    .hasMessageContaining("ObjectId 6632217f8a5d3e0001a0b1c2 was given to a JDBC driver's setObject");
        }
        try (PreparedStatement select = keepAlive.prepareStatement("select count(*) from ids where id = ?")) {
            assertThatThrownBy(() -> select.setObject(1, ID)).hasMessageContaining("was given to a JDBC driver's");
        }
        try (Statement count = keepAlive.createStatement();
                ResultSet rows = count.executeQuery("select count(*) from ids")) {
            rows.next();
            assertThat(rows.getInt(1)).as("nothing stored").isZero();
        }
    }

    private void insertRaw(byte[] id, String hex) throws SQLException {
        try (PreparedStatement insert = keepAlive.prepareStatement("insert into ids (id, hex) values (?, ?)")) {
            insert.setBytes(1, id);
            insert.setString(2, hex);
            insert.executeUpdate();
        }
    }
}
