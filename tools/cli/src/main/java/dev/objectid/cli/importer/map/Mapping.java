package dev.objectid.cli.importer.map;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import dev.objectid.cli.importer.failure.ImportFailure;
import dev.objectid.cli.importer.read.ExtendedJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the mapping file says of one collection, or of one array of documents in it: where its documents go and what
 * the rules of {@link TablePlan} do not find by name. The file is a JSON object with an entry per collection (the
 * export file's base name):
 *
 * <pre>{@code
 * {"orders": {
 *     "table": "orders",                                  // default: the collection's name
 *     "fields": {"referredBy": "referral_id",             // a field into a column of another name
 *                "legacyFlags": null},                    // a field left out
 *     "constants": {"source": "mongodb"},                 // a column set to the same value in every row
 *     "arrays": {"items": {                               // an array of documents into a table of its own
 *         "table": "order_lines",
 *         "parent": "order_id",                           // the column that gets the document's _id
 *         "position": "line_no",                          // optional: the element's index, from 0
 *         "fields": {"unitPrice": "price_each"}}}}}       // and fields, constants and arrays again
 * }</pre>
 *
 * @param entry     where this stands in the file, for messages: {@code orders.arrays.items}
 * @param table     the table, or {@code null} for the default
 * @param parent    in an array's entry: the column that gets the parent document's key
 * @param position  in an array's entry: the column that gets the element's index in the array, from 0 as in
 *                  MongoDB's paths ({@code items.0}) and JPA's {@code @OrderColumn}; or {@code null}
 * @param fields    field paths ({@code address.city}) and the column each goes to; {@code null} leaves it out
 * @param constants columns and the value every row gets
 * @param arrays    field paths of arrays of documents, and where their elements go
 */
public record Mapping(
        String entry,
        String table,
        String parent,
        String position,
        Map<String, String> fields,
        Map<String, Object> constants,
        Map<String, Mapping> arrays) {

    private static final Set<String> COLLECTION_KEYS = Set.of("table", "fields", "constants", "arrays");
    private static final Set<String> ARRAY_KEYS =
            Set.of("table", "parent", "position", "fields", "constants", "arrays");

    /** A collection with no entry in the mapping file: every field found by name. */
    public static Mapping none(String collection) {
        return new Mapping(collection, null, null, null, Map.of(), Map.of(), Map.of());
    }

    /**
     * Reads and checks a mapping file: every entry's keys and the type of every value; whether the tables and
     * columns exist is checked against the database by {@link TablePlan}.
     *
     * @return the entries by collection name
     * @throws ImportFailure naming the file and entry of anything not of this form
     */
    public static Map<String, Mapping> read(Path file) {
        Map<String, Object> json;
        try (JsonParser parser = ExtendedJson.FACTORY.createParser(file.toFile())) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new ImportFailure(file + ": a mapping file is a JSON object with an entry per collection");
            }
            json = ExtendedJson.document(parser);
            if (parser.nextToken() != null) {
                throw new ImportFailure(file + ": has more after the mapping's JSON object");
            }
        } catch (JsonProcessingException e) {
            throw new ImportFailure(
                    file + ": is not JSON (line " + e.getLocation().getLineNr() + "): " + e.getOriginalMessage());
        } catch (ExtendedJson.Malformed e) {
            throw new ImportFailure(file + ": " + e.field() + ": " + e.getMessage());
        } catch (IOException e) {
            throw new ImportFailure(file + ": cannot be read: " + e.getMessage(), e);
        }
        Map<String, Mapping> mappings = new LinkedHashMap<>();
        json.forEach((collection, value) -> mappings.put(collection, entry(file, collection, value, false)));
        return mappings;
    }

    private static Mapping entry(Path file, String entry, Object value, boolean array) {
        Map<String, Object> keys = object(file, entry, value);
        Set<String> accepted = array ? ARRAY_KEYS : COLLECTION_KEYS;
        for (String key : keys.keySet()) {
            if (!accepted.contains(key)) {
                throw bad(
                        file,
                        entry,
                        "has no key '" + key + "'; accepted: "
                                + String.join(", ", accepted.stream().sorted().toList()));
            }
        }
        String parent = text(file, entry + ".parent", keys.get("parent"), array);
        Map<String, String> fields = new LinkedHashMap<>();
        object(file, entry + ".fields", keys.getOrDefault("fields", Map.of())).forEach((field, column) -> {
            if (column != null && !(column instanceof String)) {
                throw bad(
                        file,
                        entry + ".fields." + field,
                        "is a column name or null (to leave the field out), not " + ExtendedJson.describe(column));
            }
            fields.put(field, (String) column);
        });
        Map<String, Object> constants = object(file, entry + ".constants", keys.getOrDefault("constants", Map.of()));
        Map<String, Mapping> arrays = new LinkedHashMap<>();
        object(file, entry + ".arrays", keys.getOrDefault("arrays", Map.of()))
                .forEach((field, child) -> arrays.put(field, entry(file, entry + ".arrays." + field, child, true)));
        for (String field : arrays.keySet()) {
            if (fields.containsKey(field)) {
                // with a column, or null to leave it out, the array would load no rows of its table
                throw bad(
                        file,
                        entry + ".fields." + field,
                        "and " + entry + ".arrays." + field + " both name field '" + field + "': an array of"
                                + " documents goes into a table of its own (arrays) or whole into a column (fields),"
                                + " or is left out (fields, null); name it in one of them");
            }
        }
        String table = text(file, entry + ".table", keys.get("table"), array);
        return new Mapping(
                entry,
                table,
                parent,
                text(file, entry + ".position", keys.get("position"), false),
                java.util.Collections.unmodifiableMap(fields),
                java.util.Collections.unmodifiableMap(new LinkedHashMap<>(constants)),
                Map.copyOf(arrays));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Path file, String entry, Object value) {
        if (!(value instanceof Map<?, ?>)) {
            throw bad(file, entry, "is a JSON object, not " + ExtendedJson.describe(value));
        }
        return (Map<String, Object>) value;
    }

    private static String text(Path file, String entry, Object value, boolean required) {
        if (value == null && !required) {
            return null;
        }
        if (!(value instanceof String text) || text.isBlank()) {
            throw bad(
                    file,
                    entry,
                    (value == null ? "is missing; it is" : "is") + " a table or column name"
                            + (value == null ? "" : ", not " + ExtendedJson.describe(value)));
        }
        return text;
    }

    public static ImportFailure bad(Path file, String entry, String message) {
        return new ImportFailure(file + ": " + entry + " " + message);
    }

    /** The names of the columns this entry names itself, for the checks of {@link TablePlan}. */
    List<String> namedColumns() {
        java.util.List<String> names = new java.util.ArrayList<>(constants.keySet());
        fields.values().stream().filter(java.util.Objects::nonNull).forEach(names::add);
        if (parent != null) {
            names.add(parent);
        }
        if (position != null) {
            names.add(position);
        }
        return names;
    }
}
