package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Which helper families are generated for which entities, as the processor options choose. Typed ids are not
 * affected: an entity that declares its id with one always gets it.
 *
 * <pre>
 * -Aobjectid.helpers=predicates,queries            the families; "none" for none (default: every family)
 * -Aobjectid.helpers.entities=Order,com.acme.billing.*   only these entities get helpers (default: every entity)
 * </pre>
 *
 * @param families the families chosen; the Spring Data ones are written only when Spring Data JPA is on the class
 *                 path, and the Criteria predicates whenever another family is, since the others call them
 * @param entities the entity patterns; empty for every entity
 */
public record HelperSelection(Set<HelperFamily> families, List<String> entities) {

    public static final String FAMILIES_OPTION = "objectid.helpers";
    public static final String ENTITIES_OPTION = "objectid.helpers.entities";

    /** A qualified or simple class name, or a package name followed by {@code .*}. */
    private static final Pattern ENTITY_PATTERN =
            Pattern.compile("\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*"
                    + "(\\.\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*)*(\\.\\*)?");

    public static final HelperSelection ALL = new HelperSelection(EnumSet.allOf(HelperFamily.class), List.of());

    /**
     * Reads the options.
     *
     * @param problems receives a message for each option value that is not understood
     * @return the selection; a value that is not understood counts as absent
     */
    public static HelperSelection parse(Map<String, String> options, List<Problem> problems) {
        Set<HelperFamily> families = EnumSet.allOf(HelperFamily.class);
        if (options.containsKey(FAMILIES_OPTION)) {
            Optional<Set<HelperFamily>> chosen = families(valueOf(options, FAMILIES_OPTION), problems);
            if (chosen.isPresent()) {
                families = chosen.get();
            }
        }
        List<String> entities = List.of();
        if (options.containsKey(ENTITIES_OPTION)) {
            String entitiesValue = valueOf(options, ENTITIES_OPTION);
            List<String> patterns = items(entitiesValue);
            List<String> bad = patterns.stream()
                    .filter(pattern -> !ENTITY_PATTERN.matcher(pattern).matches())
                    .toList();
            if (patterns.isEmpty() || !bad.isEmpty()) {
                problems.add(Message.badEntityPatterns(entitiesValue, bad));
            } else {
                entities = patterns;
            }
        }
        return new HelperSelection(families, entities);
    }

    /** The families to generate for {@code entity}: none when the entity is not among the chosen ones. */
    public Set<HelperFamily> familiesFor(ClassName entity) {
        return selects(entity) ? families : Set.of();
    }

    private boolean selects(ClassName entity) {
        if (entities.isEmpty()) {
            return true;
        }
        String name = entity.canonicalName();
        for (String pattern : entities) {
            if (pattern.endsWith(".*")) {
                String prefix = pattern.substring(0, pattern.length() - 2);
                String entityPackage = entity.packageName();
                if (entityPackage.equals(prefix) || entityPackage.startsWith(prefix + ".")) {
                    return true;
                }
            } else if (pattern.equals(name) || pattern.equals(entity.simpleName())) {
                return true;
            }
        }
        return false;
    }

    private static Optional<Set<HelperFamily>> families(String value, List<Problem> problems) {
        List<String> names = items(value);
        if (names.equals(List.of("none"))) {
            return Optional.of(EnumSet.noneOf(HelperFamily.class));
        }
        Set<HelperFamily> families = EnumSet.noneOf(HelperFamily.class);
        List<String> unknown = new ArrayList<>();
        for (String name : names) {
            HelperFamily.named(name).ifPresentOrElse(families::add, () -> unknown.add(name));
        }
        if (names.isEmpty() || !unknown.isEmpty()) {
            problems.add(Message.badHelperFamilies(value, unknown));
            return Optional.empty();
        }
        return Optional.of(families);
    }

    /** javac passes {@code -Akey} and {@code -Akey=} as a null value. */
    private static String valueOf(Map<String, String> options, String key) {
        String value = options.get(key);
        return value == null ? "" : value;
    }

    private static List<String> items(String value) {
        return Arrays.stream(value.split(","))
                .map(String::trim)
                .filter(item -> !item.isEmpty())
                .collect(Collectors.toList());
    }
}
