package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An ObjectId given a character JDBC type ({@code @JdbcTypeCode(SqlTypes.VARCHAR)} or {@code CHAR}) gets a column of
 * 24 characters, the length of its hex form, as binary columns get 12 bytes; before, both got 12 and every insert
 * failed ("Value too long").
 */
class TextStoredIdsTest {

    private H2Hibernate h2;

    @BeforeEach
    void start() {
        h2 = H2Hibernate.start(TextStored.class);
    }

    @AfterEach
    void stop() {
        h2.close();
    }

    @Test
    void characterColumnsAreTwentyFourLongAndBinaryOnesTwelve() throws Exception {
        assertThat(columns())
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        "ID", "BINARY(12)",
                        "REFERENCE", "CHARACTER VARYING(24)",
                        "CODE", "CHARACTER(24)",
                        "TICKET", "CHARACTER VARYING(24)"));
    }

    @Test
    void idsRoundTripAsTheirHexForm() throws Exception {
        ObjectId reference = ObjectId.parse("ffffffffffffffffffffffff");
        ObjectId code = ObjectId.generate();
        TicketId ticket = TicketId.of(ObjectId.generate());
        TextStored stored = new TextStored(reference, code, ticket);
        h2.inTransaction(session -> session.persist(stored));

        TextStored found = h2.fromTransaction(session -> session.find(TextStored.class, stored.getId()));
        assertThat(found.getReference()).isEqualTo(reference);
        assertThat(found.getCode()).isEqualTo(code);
        assertThat(found.getTicket()).isEqualTo(ticket);
        try (Connection connection = h2.jdbcConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("select reference, code, ticket from TextStored")) {
            assertThat(row.next()).isTrue();
            assertThat(row.getString(1)).isEqualTo("ffffffffffffffffffffffff");
            assertThat(row.getString(2)).isEqualTo(code.toHexString());
            assertThat(row.getString(3)).isEqualTo(ticket.toObjectId().toHexString());
        }
    }

    private Map<String, String> columns() throws Exception {
        Map<String, String> columns = new TreeMap<>();
        try (Connection connection = h2.jdbcConnection()) {
            DatabaseMetaData metaData = connection.getMetaData();
            try (ResultSet rows = metaData.getColumns(null, null, "TEXTSTORED", null)) {
                while (rows.next()) {
                    columns.put(
                            rows.getString("COLUMN_NAME").toUpperCase(Locale.ROOT),
                            rows.getString("TYPE_NAME") + "(" + rows.getInt("COLUMN_SIZE") + ")");
                }
            }
        }
        return columns;
    }
}
