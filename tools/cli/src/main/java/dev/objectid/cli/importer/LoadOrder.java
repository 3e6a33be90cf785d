package dev.objectid.cli.importer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The order export files load in: a file after every file that loads a table its tables refer to, so that parents
 * are in before their children (H2 checks each reference as the row goes in). Files that refer to each other keep
 * the order they were given in.
 */
final class LoadOrder {

    private LoadOrder() {}

    static List<TablePlan> of(List<TablePlan> plans) {
        List<TablePlan> waiting = new ArrayList<>(plans);
        List<TablePlan> ordered = new ArrayList<>();
        while (!waiting.isEmpty()) {
            TablePlan next = waiting.stream()
                    .filter(plan -> waiting.stream().noneMatch(other -> other != plan && refersTo(plan, other)))
                    .findFirst()
                    .orElse(waiting.get(0));
            waiting.remove(next);
            ordered.add(next);
        }
        return ordered;
    }

    /** Whether a table of {@code plan} refers to a table that {@code other} loads and {@code plan} does not. */
    private static boolean refersTo(TablePlan plan, TablePlan other) {
        Set<String> own = names(plan);
        Set<String> others = names(other);
        return plan.all().stream()
                .flatMap(each -> each.table().foreignKeys().stream())
                .map(key -> key.parentTable().toLowerCase(Locale.ROOT))
                .anyMatch(parent -> !own.contains(parent) && others.contains(parent));
    }

    private static Set<String> names(TablePlan plan) {
        Set<String> names = new HashSet<>();
        plan.all().forEach(each -> names.add(each.table().name().toLowerCase(Locale.ROOT)));
        return names;
    }
}
