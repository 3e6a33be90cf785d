package dev.objectid.cli.importer.map;

import dev.objectid.ObjectId;
import dev.objectid.cli.importer.failure.ImportFailure;
import java.nio.file.Path;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How the documents of one export file become rows of a table (and of the tables its arrays go to), found from the
 * table's columns so that a flat document needs no configuration. A field goes to the column that has:
 * <ol>
 *   <li>the name the mapping file gives it ({@link Mapping#fields()});</li>
 *   <li>for {@code _id}, the table's primary key;</li>
 *   <li>its name, in any case, or its name in snake case ({@code createdAt} to {@code created_at}); for a field of
 *       a nested document the names of its path joined by {@code _} ({@code address.city} to {@code address_city});
 *       for an ObjectId or null, also the name with {@code _id} ({@code customer} to {@code customer_id}, as JPA
 *       names a join column).</li>
 * </ol>
 * A nested document or an array goes whole, as JSON, into a column of its name; a nested document with no such
 * column is taken apart field by field. A field no column takes fails the import unless unknown fields are ignored,
 * and two fields that reach one column always fail it.
 *
 * <p>A plan is shared by every thread converting its file: each converts with a {@link Conversion} of its own.
 */
public final class TablePlan {

    static final int UNKNOWN = -1;
    static final int TAKEN_APART = -2;
    static final int ARRAY = -3;
    static final int LEFT_OUT = -4;

    private final Path export;
    private final Path mappingFile;
    private final Table table;
    private final Mapping mapping;
    private final boolean ignoreUnknown;
    private final Map<String, Integer> columnsByName = new HashMap<>();
    private final int key;
    private final int parent;
    private final int position;
    private final Object[] constants;
    private final Map<String, TablePlan> arrays = new LinkedHashMap<>();
    /** The columns filled from the first row: those without a default, and those the plan itself fills. */
    private final boolean[] loaded;

    private TablePlan(
            Path export,
            Path mappingFile,
            Table table,
            Mapping mapping,
            boolean ignoreUnknown,
            DatabaseMetaData metaData,
            boolean child)
            throws SQLException {
        this.export = export;
        this.mappingFile = mappingFile;
        this.table = table;
        this.mapping = mapping;
        this.ignoreUnknown = ignoreUnknown;
        List<Column> columns = table.columns();
        for (int i = 0; i < columns.size(); i++) {
            columnsByName.put(columns.get(i).name().toLowerCase(Locale.ROOT), i);
        }
        for (String named : mapping.namedColumns()) {
            if (!columnsByName.containsKey(named.toLowerCase(Locale.ROOT))) {
                throw mappingProblem(
                        mapping.entry(),
                        "names column '" + named + "', which table " + table.label() + " does not have; its columns: "
                                + table.columnNames());
            }
        }
        String keyColumn = mapping.fields().containsKey("_id")
                ? mapping.fields().get("_id")
                : table.primaryKey().size() == 1 ? table.primaryKey().get(0) : null;
        if (keyColumn == null && !child && !mapping.fields().containsKey("_id")) {
            throw mappingProblem(
                    mapping.entry(),
                    "table " + table.label() + " has no single-column primary key to "
                            + "take _id; name the column in the mapping file: {\"" + mapping.entry()
                            + "\": {\"fields\": "
                            + "{\"_id\": \"<column>\"}}}");
        }
        this.key = keyColumn == null ? UNKNOWN : index(keyColumn);
        this.parent = mapping.parent() == null ? UNKNOWN : index(mapping.parent());
        this.position = mapping.position() == null ? UNKNOWN : index(mapping.position());
        this.constants = new Object[columns.size()];
        mapping.constants().forEach((name, value) -> {
            int column = index(name);
            try {
                constants[column] = ColumnKind.convert(columns.get(column), value);
            } catch (IllegalArgumentException e) {
                throw mappingProblem(mapping.entry() + ".constants." + name, e.getMessage());
            }
        });
        this.loaded = new boolean[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            Column column = columns.get(i);
            loaded[i] = !column.generated() && !column.hasDefault()
                    || constants[i] != null
                    || i == key
                    || i == parent
                    || i == position;
        }
        for (Map.Entry<String, Mapping> array : mapping.arrays().entrySet()) {
            Mapping arrayMapping = array.getValue();
            Table arrayTable;
            try {
                arrayTable = Table.read(metaData, arrayMapping.table());
            } catch (ImportFailure e) {
                throw mappingProblem(arrayMapping.entry() + ".table", e.getMessage());
            }
            arrays.put(
                    array.getKey(),
                    new TablePlan(export, mappingFile, arrayTable, arrayMapping, ignoreUnknown, metaData, true));
        }
    }

    /** The column {@code _id} goes to, or {@code null}. */
    public String keyColumn() {
        return key < 0 ? null : table.columns().get(key).name();
    }

    /** For the table of an array: the column that takes the {@code _id} of the element's document, or {@code null}. */
    public String parentColumn() {
        return parent < 0 ? null : table.columns().get(parent).name();
    }

    /** The column of that name, in any case, by its index in the table, or {@code -1}. */
    public int columnIndex(String column) {
        Integer index = columnsByName.get(column.toLowerCase(Locale.ROOT));
        return index == null ? -1 : index;
    }

    /**
     * The plan for one export file.
     *
     * @param mappingFile the mapping file, for messages, or {@code null}
     * @throws ImportFailure if the table is missing or the mapping names what it does not have
     */
    public static TablePlan of(
            Path export,
            Path mappingFile,
            Table table,
            Mapping mapping,
            boolean ignoreUnknown,
            DatabaseMetaData metaData)
            throws SQLException {
        return new TablePlan(export, mappingFile, table, mapping, ignoreUnknown, metaData, false);
    }

    public Table table() {
        return table;
    }

    public Path export() {
        return export;
    }

    /** The field path of the array this plan's rows come from: {@code items} for {@code orders.arrays.items}. */
    String arrayField() {
        String entry = mapping.entry();
        return entry.substring(entry.lastIndexOf(".arrays.") + ".arrays.".length());
    }

    /** The plans of the tables this table's arrays go to. */
    public Collection<TablePlan> arrays() {
        return Collections.unmodifiableCollection(arrays.values());
    }

    /** The plans of the tables this table's arrays go to, by the field path of the array. */
    Map<String, TablePlan> arraysByField() {
        return Collections.unmodifiableMap(arrays);
    }

    /** This plan and the plans of its arrays' tables, parents first. */
    public List<TablePlan> all() {
        List<TablePlan> all = new ArrayList<>(List.of(this));
        arrays.values().forEach(array -> all.addAll(array.all()));
        return all;
    }

    /** Which columns the rows fill from the first one: those without a default, and those the plan fills itself. */
    boolean[] loadedFromStart() {
        return loaded.clone();
    }

    /** The value the mapping gives column {@code column} of every row, or {@code null}. */
    Object constant(int column) {
        return constants[column];
    }

    /** The column {@code _id} goes to by its index, or {@link #UNKNOWN}. */
    int key() {
        return key;
    }

    /** The column the {@code _id} of an element's document goes to by its index, or {@link #UNKNOWN}. */
    int parent() {
        return parent;
    }

    /** The column an element's position in its array goes to by its index, or {@link #UNKNOWN}. */
    int position() {
        return position;
    }

    /** Whether a field no column takes is left out (and counted) instead of failing the import. */
    boolean ignoresUnknown() {
        return ignoreUnknown;
    }

    /**
     * Where the values of a field path of the kind of {@code value} go: a column's index, {@link #TAKEN_APART},
     * {@link #ARRAY}, {@link #LEFT_OUT} or {@link #UNKNOWN}.
     */
    int resolve(String path, Object value) {
        if (mapping.fields().containsKey(path)) {
            String column = mapping.fields().get(path);
            return column == null ? LEFT_OUT : index(column);
        }
        if (path.equals("_id") && key != UNKNOWN) {
            return key;
        }
        if (arrays.containsKey(path)) {
            return ARRAY;
        }
        for (String candidate : candidates(path, value)) {
            Integer column = columnsByName.get(candidate.toLowerCase(Locale.ROOT));
            if (column != null) {
                return column;
            }
        }
        return value instanceof Map<?, ?> ? TAKEN_APART : UNKNOWN;
    }

    /** The column names a field may go to, in the order they are tried. */
    static List<String> candidates(String path, Object value) {
        String[] parts = path.split("\\.");
        String joined = String.join("_", parts);
        String snake =
                String.join("_", Arrays.stream(parts).map(TablePlan::snakeCase).toList());
        Set<String> names = new LinkedHashSet<>(List.of(joined, snake));
        if (value == null || value instanceof ObjectId) {
            names.add(snake + "_id");
        }
        return List.copyOf(names);
    }

    /**
     * {@code createdAt} to {@code created_at}, {@code userID} to {@code user_id}, {@code URLPath} to {@code url_path}.
     */
    static String snakeCase(String name) {
        StringBuilder snake = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c) && i > 0) {
                char before = name.charAt(i - 1);
                boolean nextLower = i + 1 < name.length() && Character.isLowerCase(name.charAt(i + 1));
                if (Character.isLowerCase(before)
                        || Character.isDigit(before)
                        || Character.isUpperCase(before) && nextLower) {
                    snake.append('_');
                }
            }
            snake.append(Character.toLowerCase(c));
        }
        return snake.toString();
    }

    private int index(String column) {
        Integer index = columnsByName.get(column.toLowerCase(Locale.ROOT));
        if (index == null) {
            throw mappingProblem(
                    mapping.entry(),
                    "names column '" + column + "', which table " + table.label() + " does not have; its columns: "
                            + table.columnNames());
        }
        return index;
    }

    private ImportFailure mappingProblem(String entry, String message) {
        return mappingFile == null
                ? new ImportFailure(export.getFileName() + ": " + message)
                : Mapping.bad(mappingFile, entry, message);
    }
}
