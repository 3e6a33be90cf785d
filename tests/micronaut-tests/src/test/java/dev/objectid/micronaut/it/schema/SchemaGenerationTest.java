package dev.objectid.micronaut.it.schema;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.db.ColumnTypes;
import dev.objectid.it.db.ColumnTypes.ColumnType;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.micronaut.it.TestApplications;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Micronaut Data JDBC's own schema generation ({@code datasources.default.schema-generate=CREATE_DROP}) on an empty
 * database, with nothing per entity: every ObjectId and typed id column is {@code binary(12)} ({@code bytea} on
 * PostgreSQL), the id a key, the foreign key of a relation of the same type, not null as Micronaut Data makes it, a
 * {@code @Nullable} one nullable; rows are
 * saved and found again. Runs on each database of the run.
 */
@MicronautTest(startApplication = false, transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SchemaGenerationTest implements TestPropertyProvider {

    private TestDatabase database;

    @Inject
    ShelfRepository shelves;

    @Inject
    NoteRepository notes;

    @Override
    public Map<String, String> getProperties() {
        database = TestDatabases.create();
        Map<String, String> properties = TestApplications.dataSource(database);
        // tag::schema-generate[]
        properties.put("datasources.default.schema-generate", "CREATE_DROP");
        // end::schema-generate[]
        properties.put("datasources.default.packages", "dev.objectid.micronaut.it.schema");
        return properties;
    }

    @Test
    void everyIdColumnIsTwelveBytes() throws SQLException {
        for (String[] column : new String[][] {
            {"shelves", "id"}, {"notes", "id"}, {"notes", "shelf_id"}, {"notes", "reply_to"}, {"shelves", "label_id"}
        }) {
            ColumnType type = ColumnTypes.of(database.dataSource(), column[0], column[1]);
            assertThat(database.isObjectIdColumn(type.name(), type.size()))
                    .as(column[0] + "." + column[1] + ": " + type)
                    .isTrue();
        }
        assertThat(primaryKey("notes")).containsExactly("id");
        assertThat(primaryKey("shelves")).containsExactly("id");
        assertThat(nullable("notes", "id")).isFalse();
        assertThat(nullable("notes", "text")).isFalse();
        assertThat(nullable("notes", "reply_to")).isTrue();
        assertThat(nullable("notes", "shelf_id")).isFalse(); // the relation is not @Nullable
        assertThat(nullable("shelves", "label_id")).isTrue();
    }

    @Test
    void rowsAreSavedAndFoundAgain() {
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Shelf shelf = shelves.save(new Shelf(null, "drafts", LabelId.of(ObjectId.generate())));
        Note first = notes.save(new Note(shelf, null, "first"));
        Note reply = notes.save(new Note(shelf, first.getId(), "reply"));

        assertThat(first.getId().timestamp()).isBetween(before, Instant.now());
        Note found = notes.findById(reply.getId()).orElseThrow();
        assertThat(found.getReplyTo()).isEqualTo(first.getId());
        assertThat(found.getShelf()).isEqualTo(shelf);
        assertThat(notes.findById(first.getId()).orElseThrow().getReplyTo()).isNull();
        assertThat(shelves.findById(shelf.id())).contains(shelf);
        assertThat(shelves.findById(ObjectId.generate())).isEmpty();
    }

    /** The columns of the table's primary key, in lower case. */
    private List<String> primaryKey(String table) throws SQLException {
        List<String> columns = new ArrayList<>();
        try (Connection connection = database.dataSource().getConnection()) {
            for (String name : List.of(table, table.toUpperCase(Locale.ROOT))) {
                try (ResultSet keys = connection
                        .getMetaData()
                        .getPrimaryKeys(connection.getCatalog(), connection.getSchema(), name)) {
                    while (keys.next()) {
                        columns.add(keys.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        return columns;
    }

    private boolean nullable(String table, String column) throws SQLException {
        try (Connection connection = database.dataSource().getConnection()) {
            DatabaseMetaData metaData = connection.getMetaData();
            try (ResultSet columns = metaData.getColumns(connection.getCatalog(), connection.getSchema(), "%", "%")) {
                while (columns.next()) {
                    if (columns.getString("TABLE_NAME").equalsIgnoreCase(table)
                            && columns.getString("COLUMN_NAME").equalsIgnoreCase(column)) {
                        return columns.getInt("NULLABLE") == DatabaseMetaData.columnNullable;
                    }
                }
            }
        }
        throw new AssertionError("no column " + table + "." + column);
    }
}
