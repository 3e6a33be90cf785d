package dev.objectid.stacks.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.jdbc.ColumnFormat;
import dev.objectid.jdbc.ObjectIdJdbc;
import dev.objectid.stacks.ShopDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@link ObjectIdJdbc} on this run's database: ids bound and read in binary columns ({@code binary(12)},
 * {@code bytea}) and character columns ({@code char(24)}, {@code varchar}), in creation order, and a clear error for
 * every column that holds something else.
 */
class PlainJdbcTest {

    private static final Instant NOON = Instant.parse("2026-05-04T12:00:00Z");

    private Connection connection;

    @BeforeEach
    void connect() throws SQLException {
        ShopDatabase.clear();
        connection = ShopDatabase.dataSource().getConnection();
    }

    @AfterEach
    void close() throws SQLException {
        connection.close();
    }

    @Test
    void runsOnTheDatabaseThisRunNames() throws SQLException {
        String product = connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT);

        assertThat(product).contains(ShopDatabase.name());
        assertThat(ShopDatabase.name()).isEqualTo(System.getProperty("objectid.test.database", "h2"));
    }

    @Test
    void bindsAndReadsBinaryAndHexColumns() throws SQLException {
        ObjectId id = ObjectId.generate();

        // tag::jdbc[]
        try (PreparedStatement insert =
                connection.prepareStatement("insert into id_columns (row_no, as_binary, as_hex) values (?, ?, ?)")) {
            insert.setInt(1, 1);
            ObjectIdJdbc.setObjectId(insert, 2, id); // binary(12) / bytea: the 12 bytes
            ObjectIdJdbc.setObjectId(insert, 3, id, ColumnFormat.HEX); // char(24): the 24 hex digits
            insert.executeUpdate();
        }
        try (PreparedStatement select =
                connection.prepareStatement("select as_binary, as_hex from id_columns where as_binary = ?")) {
            ObjectIdJdbc.setObjectId(select, 1, id);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                ObjectId fromBinary = ObjectIdJdbc.getObjectId(row, "as_binary"); // either column type reads
                ObjectId fromHex = ObjectIdJdbc.getObjectId(row, "as_hex");
                // end::jdbc[]
                assertThat(fromBinary).isEqualTo(id);
                assertThat(fromHex).isEqualTo(id);
                assertThat(row.getBytes("as_binary")).isEqualTo(id.toByteArray());
                assertThat(row.getString("as_hex")).isEqualTo(id.toHexString());
            }
        }
    }

    @Test
    void nullsBindAndReadAsNull() throws SQLException {
        try (PreparedStatement insert =
                connection.prepareStatement("insert into id_columns (row_no, as_binary, as_hex) values (1, ?, ?)")) {
            ObjectIdJdbc.setObjectId(insert, 1, null);
            ObjectIdJdbc.setObjectId(insert, 2, null, ColumnFormat.HEX);
            insert.executeUpdate();
        }
        try (Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("select as_binary, as_hex from id_columns")) {
            row.next();
            assertThat(ObjectIdJdbc.getObjectId(row, 1)).isNull();
            assertThat(ObjectIdJdbc.getObjectId(row, 2)).isNull();
        }
    }

    @Test
    void bothFormatsSortInCreationOrderAndSelectATimeRange() throws SQLException {
        List<ObjectId> created = new ArrayList<>();
        for (int second = 0; second < 4; second++) {
            created.add(ObjectId.generate(NOON.plusSeconds(second)));
        }
        try (PreparedStatement insert =
                connection.prepareStatement("insert into id_columns (row_no, as_binary, as_hex) values (?, ?, ?)")) {
            for (int i = created.size() - 1; i >= 0; i--) {
                insert.setInt(1, i);
                ObjectIdJdbc.setObjectId(insert, 2, created.get(i));
                ObjectIdJdbc.setObjectId(insert, 3, created.get(i), ColumnFormat.HEX);
                insert.executeUpdate();
            }
        }

        assertThat(ids("select as_binary from id_columns order by as_binary")).containsExactlyElementsOf(created);
        assertThat(ids("select as_hex from id_columns order by as_hex")).containsExactlyElementsOf(created);
        try (PreparedStatement range = connection.prepareStatement(
                "select as_binary from id_columns where as_binary >= ? and as_binary < ? order by as_binary")) {
            ObjectIdJdbc.setObjectId(range, 1, ObjectId.minFor(NOON.plusSeconds(1)));
            ObjectIdJdbc.setObjectId(range, 2, ObjectId.minFor(NOON.plusSeconds(3)));
            try (ResultSet rows = range.executeQuery()) {
                assertThat(read(rows)).containsExactly(created.get(1), created.get(2));
            }
        }
    }

    @Test
    void moreThanTwelveBytesIsAnErrorThatNamesTheColumn() throws SQLException {
        byte[] sixteen = new byte[16];
        insertRow("too_wide", sixteen);

        assertThatThrownBy(() -> readOnly("too_wide"))
                .isInstanceOf(SQLDataException.class)
                .hasMessageMatching("(?s)Column (?i:too_wide) \\(.+\\): .*")
                .hasMessageContaining(
                        "Invalid ObjectId: 16 bytes (0x00000000000000000000000000000000), expected" + " exactly 12.")
                .hasMessageEndingWith("The value was neither truncated nor padded.");
    }

    @Test
    void textThatIsNotAnIdIsAnErrorThatShowsIt() throws SQLException {
        insertRow("as_text", "6632217f8a5d3e0001a0b1c2-x");

        assertThatThrownBy(() -> readOnly("as_text"))
                .isInstanceOf(SQLDataException.class)
                .hasMessageMatching("(?s)Column (?i:as_text) \\(.+\\): .*")
                .hasMessageContaining("Invalid ObjectId \"6632217f8a5d3e0001a0b1c2-x\": length is 26");
    }

    @Test
    void aColumnOfAnotherTypeIsAnErrorThatNamesTheType() throws SQLException {
        insertRow("a_number", 42);

        assertThatThrownBy(() -> readOnly("a_number"))
                .isInstanceOf(SQLDataException.class)
                .hasMessageMatching("(?s)Column (?i:a_number) \\(.+\\): .*")
                .hasMessageContaining("a java.lang.Integer (42) is not an ObjectId. An ObjectId column is binary");
    }

    private void insertRow(String column, Object value) throws SQLException {
        try (PreparedStatement insert =
                connection.prepareStatement("insert into id_columns (row_no, " + column + ") values (1, ?)")) {
            insert.setObject(1, value);
            insert.executeUpdate();
        }
    }

    private ObjectId readOnly(String column) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("select " + column + " from id_columns")) {
            row.next();
            return ObjectIdJdbc.getObjectId(row, column);
        }
    }

    private List<ObjectId> ids(String sql) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(sql)) {
            return read(rows);
        }
    }

    private static List<ObjectId> read(ResultSet rows) throws SQLException {
        List<ObjectId> ids = new ArrayList<>();
        while (rows.next()) {
            ids.add(ObjectIdJdbc.getObjectId(rows, 1));
        }
        return ids;
    }
}
