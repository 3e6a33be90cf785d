package dev.objectid.cli.importer.map;

import dev.objectid.ObjectId;
import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.read.ExportDocument;
import dev.objectid.cli.importer.read.ExtendedJson;
import dev.objectid.cli.importer.read.Fields;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One converting thread's rows of a {@link TablePlan}: the row being filled, the columns the rows fill so far, the rows
 * and the unknown fields counted, the keys kept, and where each field path met goes, worked out once and kept. The
 * plan is shared by every thread; a thread converts with a conversion of its own, so nothing here is shared.
 */
public final class Conversion {

    private static final int PENDING = -5;

    private final TablePlan plan;
    private final Map<String, Conversion> arrays = new LinkedHashMap<>();
    private final Node root;
    private final Map<String, Long> ignored = new LinkedHashMap<>();
    private final boolean[] loaded;
    private final Object[] row;
    private final String[] setBy;
    private int version;
    private long read;
    private final List<ReferenceCheck> checks;
    /** What {@link #keys} take their memory from, or {@code null} if none are kept. */
    private final KnownKeys.Budget keyBudget;
    /** The keys of the rows converted, kept for the references to this table; {@code null} if not kept. */
    private KnownKeys keys;

    /**
     * A conversion of {@code plan}'s rows, and of the rows of its arrays' tables, for one thread.
     *
     * @param checks the references the rows are checked for, and whether their keys are kept
     */
    public Conversion(TablePlan plan, RowChecks checks) {
        this.plan = plan;
        plan.arraysByField().forEach((field, array) -> arrays.put(field, new Conversion(array, checks)));
        this.loaded = plan.loadedFromStart();
        this.row = new Object[loaded.length];
        this.setBy = new String[loaded.length];
        this.checks = checks.of(plan);
        this.keyBudget = checks.keyBudget(plan);
        this.keys = keyBudget == null ? null : new KnownKeys(keyBudget);
        this.root = new Node("");
    }

    /** The shared plan whose rows these are: what rows and counts are reported under. */
    public TablePlan plan() {
        return plan;
    }

    /** This conversion and those of its arrays' tables, parents first, in the order of {@link TablePlan#all()}. */
    public List<Conversion> all() {
        List<Conversion> all = new ArrayList<>(List.of(this));
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

    /** How many rows of the plan's table this conversion handed to its sink. */
    public long read() {
        return read;
    }

    /** The fields left out as unknown, with how many documents had each. */
    public Map<String, Long> ignored() {
        return ignored;
    }

    /** The keys kept since this conversion began or the last call, or {@code null} if none are kept. */
    public KnownKeys takeKeys() {
        KnownKeys taken = keys;
        keys = taken == null ? null : new KnownKeys(keyBudget);
        return taken;
    }

    /** Turns one document into rows: one of this table, and one for each element of its mapped arrays. */
    public void rows(ExportDocument document, RowSink sink) {
        fillAndSend(document.fields(), null, 0, document.line(), sink);
    }

    private void fillAndSend(Fields fields, Object parentKey, int elementPosition, long line, RowSink sink) {
        Arrays.fill(row, null);
        Arrays.fill(setBy, null);
        List<Map.Entry<Conversion, List<?>>> elements = arrays.isEmpty() ? List.of() : new ArrayList<>(2);
        fill(fields, root, line, elements);
        if (plan.parent() != TablePlan.UNKNOWN) {
            set(plan.parent(), parentKey, "the _id of its document", line);
        }
        if (plan.position() != TablePlan.UNKNOWN) {
            set(plan.position(), elementPosition, "its position in the array", line);
        }
        Table table = plan.table();
        List<Column> columns = table.columns();
        for (int i = 0; i < row.length; i++) {
            Object constant = plan.constant(i);
            if (setBy[i] == null && constant != null) {
                row[i] = constant;
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
                        plan.export(),
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
            keys.add(row[plan.key()]);
        }
        for (int i = 0; i < checks.size(); i++) {
            checks.get(i).check(plan, row, line);
        }
        read++;
        sink.row(plan, row, line);
        Object key = fields.get("_id");
        for (Map.Entry<Conversion, List<?>> array : elements) {
            int n = -1;
            for (Object element : array.getValue()) {
                n++;
                if (!(element instanceof Fields document)) {
                    TablePlan arrayPlan = array.getKey().plan;
                    throw ImportFailure.at(
                            plan.export(),
                            line,
                            arrayPlan.arrayField() + "." + n,
                            "is " + ExtendedJson.describe(element) + "; an array that goes into table "
                                    + arrayPlan.table().label() + " holds documents");
                }
                array.getKey().fillAndSend(document, key, n, line, sink);
            }
        }
    }

    private void fill(Fields fields, Node node, long line, List<Map.Entry<Conversion, List<?>>> elements) {
        for (int i = 0; i < fields.size(); i++) {
            Node child = node.child(fields.key(i));
            Object value = fields.value(i);
            int target = child.target(value);
            if (target >= 0) {
                set(target, value, child.path, line);
            } else if (target == TablePlan.TAKEN_APART) {
                fill((Fields) value, child, line, elements); // a value read as a document is Fields
            } else if (target == TablePlan.ARRAY) {
                Conversion array = child.array;
                if (value != null) {
                    if (!(value instanceof List<?> list)) {
                        throw ImportFailure.at(
                                plan.export(),
                                line,
                                child.path,
                                "is " + ExtendedJson.describe(value) + "; the " + "mapping sends it to table "
                                        + array.plan.table().label() + ", which takes an array");
                    }
                    elements.add(Map.entry(array, list));
                }
            } else if (target == TablePlan.UNKNOWN) {
                if (!plan.ignoresUnknown()) {
                    Table table = plan.table();
                    throw ImportFailure.at(
                            plan.export(),
                            line,
                            child.path,
                            "no column of table " + table.label() + " takes it "
                                    + "(tried " + String.join(", ", TablePlan.candidates(child.path, value))
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
        Table table = plan.table();
        Column target = table.columns().get(column);
        if (setBy[column] != null) {
            throw ImportFailure.at(
                    plan.export(),
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
            throw ImportFailure.at(plan.export(), line, field, e.getMessage() + " (table " + table.label() + ")");
        }
        setBy[column] = field;
    }

    /**
     * A field path of the export and where its values go, worked out by {@link TablePlan#resolve} once for each kind
     * of value (a document, an array, an ObjectId or null, anything else) and kept.
     */
    private final class Node {
        private final String path;
        /** The children met so far; a parser hands over the same name object each time, so few are compared. */
        private String[] names = new String[0];

        private Node[] children = new Node[0];
        private final int[] targets = {PENDING, PENDING, PENDING, PENDING};
        private final Conversion array;

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
                    : value instanceof List<?> ? 1 : value == null || value instanceof ObjectId ? 2 : 3;
            int target = targets[kind];
            if (target == PENDING) {
                target = plan.resolve(path, value);
                targets[kind] = target;
            }
            return target;
        }
    }
}
