package dev.objectid.cli.importer.map;

import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.read.ExportDocument;
import dev.objectid.cli.importer.read.ExtendedJson;
import dev.objectid.cli.importer.read.Fields;
import java.nio.file.Path;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
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
 */
public final class TablePlan {

    private static final int UNKNOWN = -1;
    private static final int TAKEN_APART = -2;
    private static final int ARRAY = -3;
    private static final int LEFT_OUT = -4;
    private static final int PENDING = -5;

    private final TablePlan origin;
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
    private final Node root = new Node("");
    private final Map<String, Long> ignored = new LinkedHashMap<>();
    private final boolean[] loaded;
    private final Object[] row;
    private final String[] setBy;
    private int version;
    private long read;
    /** The keys of the rows converted, kept for the references to this table; {@code null} if not kept. */
    private KnownKeys keys;
    /** What the sets of {@link #keys} take their memory from. */
    private KnownKeys.Budget keyBudget;

    private List<ReferenceCheck> checks = List.of();

    private TablePlan(
            Path export,
            Path mappingFile,
            Table table,
            Mapping mapping,
            boolean ignoreUnknown,
            DatabaseMetaData metaData,
            boolean child)
            throws SQLException {
        this.origin = this;
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
        this.row = new Object[columns.size()];
        this.setBy = new String[columns.size()];
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

    /** A plan of its own for another converting thread: the same mapping, its own rows and caches. */
    private TablePlan(TablePlan plan) {
        this.origin = plan.origin;
        this.export = plan.export;
        this.mappingFile = plan.mappingFile;
        this.table = plan.table;
        this.mapping = plan.mapping;
        this.ignoreUnknown = plan.ignoreUnknown;
        this.columnsByName.putAll(plan.columnsByName);
        this.key = plan.key;
        this.parent = plan.parent;
        this.position = plan.position;
        this.constants = plan.constants;
        this.loaded = plan.loaded.clone();
        this.row = new Object[plan.row.length];
        this.setBy = new String[plan.setBy.length];
        plan.arrays.forEach((field, array) -> arrays.put(field, new TablePlan(array)));
        this.keyBudget = plan.keyBudget;
        this.keys = plan.keys == null ? null : new KnownKeys(keyBudget);
        this.checks = plan.checks;
    }

    /** From now on keeps the key of each row converted; see {@link #takeKeys()}. */
    public void keepKeys(KnownKeys.Budget budget) {
        keyBudget = budget;
        keys = new KnownKeys(budget);
    }

    /** The keys kept since {@link #keepKeys(KnownKeys.Budget)} or the last call, or {@code null} if none are kept. */
    public KnownKeys takeKeys() {
        KnownKeys taken = keys;
        keys = taken == null ? null : new KnownKeys(keyBudget);
        return taken;
    }

    /** The references checked as rows are converted. */
    public List<ReferenceCheck> checks() {
        return checks;
    }

    /** Checks these references of each row as it is converted. */
    public void check(List<ReferenceCheck> references) {
        checks = List.copyOf(references);
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

    /** Counts a row read for this table, by a converting thread. */
    public void countRead() {
        read++;
    }

    /** The rows read for this table by the thread that owns this copy. */
    public long read() {
        return read;
    }

    /** A copy for another converting thread; see {@link #origin()}. */
    public TablePlan copy() {
        return new TablePlan(this);
    }

    /** The plan this one was copied from, or itself: what rows and counts are reported under. */
    public TablePlan origin() {
        return origin;
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
    private String arrayField() {
        String entry = mapping.entry();
        return entry.substring(entry.lastIndexOf(".arrays.") + ".arrays.".length());
    }

    /** The plans of the tables this table's arrays go to. */
    public java.util.Collection<TablePlan> arrays() {
        return arrays.values();
    }

    /** This plan and the plans of its arrays' tables, parents first. */
    public List<TablePlan> all() {
        List<TablePlan> all = new ArrayList<>(List.of(this));
        arrays.values().forEach(array -> all.addAll(array.all()));
        return all;
    }

    /** Which columns the rows fill: those without a default, and every column a field has reached so far. */
    public boolean[] loaded() {
        return loaded.clone();
    }

    /** Grows by one each time a field reaches a column that {@link #loaded()} did not have yet. */
    public int version() {
        return version;
    }

    /** The field that filled column {@code column} of the row last handed to the sink, or what else did. */
    public String field(int column) {
        return setBy[column];
    }

    /** The fields left out as unknown, with how many documents had each. */
    public Map<String, Long> ignored() {
        return ignored;
    }

    /** Turns one document into rows: one of this table, and one for each element of its mapped arrays. */
    public void rows(ExportDocument document, RowSink sink) {
        fillAndSend(document.fields(), null, 0, document.line(), sink);
    }

    private void fillAndSend(Fields fields, Object parentKey, int elementPosition, long line, RowSink sink) {
        Arrays.fill(row, null);
        Arrays.fill(setBy, null);
        List<Map.Entry<TablePlan, List<?>>> elements = arrays.isEmpty() ? List.of() : new ArrayList<>(2);
        fill(fields, root, line, elements);
        if (parent != UNKNOWN) {
            set(parent, parentKey, "the _id of its document", line);
        }
        if (position != UNKNOWN) {
            set(position, elementPosition, "its position in the array", line);
        }
        List<Column> columns = table.columns();
        for (int i = 0; i < row.length; i++) {
            if (setBy[i] == null && constants[i] != null) {
                row[i] = constants[i];
                setBy[i] = "constant";
            }
            if (setBy[i] != null && !loaded[i]) {
                loaded[i] = true;
                version++;
            }
            if (loaded[i]
                    && row[i] == null
                    && !columns.get(i).nullable()
                    && !columns.get(i).generated()) {
                throw ImportFailure.at(
                        export,
                        line,
                        setBy[i],
                        setBy[i] == null
                                ? "no field has a value for " + columns.get(i).describe() + " of table " + table.label()
                                        + ", which takes no null"
                                : "is null, and " + columns.get(i).describe() + " of table " + table.label()
                                        + " takes no null");
            }
        }
        if (keys != null) {
            keys.add(row[key]);
        }
        for (int i = 0; i < checks.size(); i++) {
            checks.get(i).check(this, row, line);
        }
        sink.row(this, row, line);
        Object key = fields.get("_id");
        for (Map.Entry<TablePlan, List<?>> array : elements) {
            int n = -1;
            for (Object element : array.getValue()) {
                n++;
                if (!(element instanceof Fields document)) {
                    throw ImportFailure.at(
                            export,
                            line,
                            array.getKey().arrayField() + "." + n,
                            "is " + ExtendedJson.describe(element) + "; an array that goes into table "
                                    + array.getKey().table.label() + " holds documents");
                }
                array.getKey().fillAndSend(document, key, n, line, sink);
            }
        }
    }

    private void fill(Fields fields, Node node, long line, List<Map.Entry<TablePlan, List<?>>> elements) {
        for (int i = 0; i < fields.size(); i++) {
            Node child = node.child(fields.key(i));
            Object value = fields.value(i);
            int target = child.target(value);
            if (target >= 0) {
                set(target, value, child.path, line);
            } else if (target == TAKEN_APART) {
                fill((Fields) value, child, line, elements); // a value read as a document is Fields
            } else if (target == ARRAY) {
                TablePlan array = child.array;
                if (value != null) {
                    if (!(value instanceof List<?> list)) {
                        throw ImportFailure.at(
                                export,
                                line,
                                child.path,
                                "is " + ExtendedJson.describe(value) + "; the " + "mapping sends it to table "
                                        + array.table.label() + ", which takes an array");
                    }
                    elements.add(Map.entry(array, list));
                }
            } else if (target == UNKNOWN) {
                if (!ignoreUnknown) {
                    throw ImportFailure.at(
                            export,
                            line,
                            child.path,
                            "no column of table " + table.label() + " takes it "
                                    + "(tried " + String.join(", ", candidates(child.path, value))
                                    + "; the columns are "
                                    + table.columnNames()
                                    + "). Name its column in a mapping file (--mapping), leave it out "
                                    + "there with null, or pass --ignore-unknown-fields");
                }
                ignored.merge(child.path, 1L, Long::sum);
            }
        }
    }

    private void set(int column, Object value, String field, long line) {
        Column target = table.columns().get(column);
        if (setBy[column] != null) {
            throw ImportFailure.at(
                    export,
                    line,
                    field,
                    "goes to column " + target.name() + " of table "
                            + table.label() + ", which " + setBy[column]
                            + " already fills; map one of them elsewhere in a "
                            + "mapping file");
        }
        try {
            row[column] = ColumnKind.convert(target, value);
        } catch (IllegalArgumentException e) {
            throw ImportFailure.at(export, line, field, e.getMessage() + " (table " + table.label() + ")");
        }
        setBy[column] = field;
    }

    /**
     * A field path of the export and where its values go, worked out once for each kind of value (a document, an
     * array, an ObjectId or null, anything else) and kept: a column's index, {@link #TAKEN_APART},
     * {@link #ARRAY}, {@link #LEFT_OUT} or {@link #UNKNOWN}.
     */
    private final class Node {
        private final String path;
        /** The children met so far; a parser hands over the same name object each time, so few are compared. */
        private String[] names = new String[0];

        private Node[] children = new Node[0];
        private final int[] targets = {PENDING, PENDING, PENDING, PENDING};
        private final TablePlan array;

        Node(String path) {
            this.path = path;
            this.array = arrays.get(path);
        }

        Node child(String name) {
            for (int i = 0; i < names.length; i++) {
                if (names[i] == name) {
                    return children[i];
                }
            }
            for (int i = 0; i < names.length; i++) {
                if (names[i].equals(name)) {
                    return children[i];
                }
            }
            Node child = new Node(path.isEmpty() ? name : path + "." + name);
            names = Arrays.copyOf(names, names.length + 1);
            children = Arrays.copyOf(children, children.length + 1);
            names[names.length - 1] = name;
            children[children.length - 1] = child;
            return child;
        }

        int target(Object value) {
            int kind = value instanceof Map<?, ?>
                    ? 0
                    : value instanceof List<?> ? 1 : value == null || value instanceof dev.objectid.ObjectId ? 2 : 3;
            int target = targets[kind];
            if (target == PENDING) {
                target = resolve(path, value);
                targets[kind] = target;
            }
            return target;
        }
    }

    /** Where a field's values of the kind of {@code value} go; see {@link Node}. */
    private int resolve(String path, Object value) {
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
    private static List<String> candidates(String path, Object value) {
        String[] parts = path.split("\\.");
        String joined = String.join("_", parts);
        String snake =
                String.join("_", Arrays.stream(parts).map(TablePlan::snakeCase).toList());
        Set<String> names = new LinkedHashSet<>(List.of(joined, snake));
        if (value == null || value instanceof dev.objectid.ObjectId) {
            names.add(snake + "_id");
        }
        return List.copyOf(names);
    }

    /** {@code createdAt} to {@code created_at}, {@code userID} to {@code user_id}, {@code URLPath} to {@code url_path}. */
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
