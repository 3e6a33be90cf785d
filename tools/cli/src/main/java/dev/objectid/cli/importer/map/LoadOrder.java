package dev.objectid.cli.importer.map;

import java.util.ArrayList;
import java.util.List;

/**
 * The order export files load in: a file after every file that loads a table its tables refer to, so that parents
 * are in before their children (H2 checks each reference as the row goes in). Files that refer to each other keep
 * the order they were given in.
 */
public final class LoadOrder {

    private LoadOrder() {}

    public static List<TablePlan> of(List<TablePlan> plans) {
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
        return plan.all().stream()
                .flatMap(each -> each.table().foreignKeys().stream())
                .anyMatch(key -> !loads(plan, key) && loads(other, key));
    }

    /** Whether a plan loads the table a key refers to. */
    private static boolean loads(TablePlan plan, ForeignKey key) {
        return plan.all().stream().anyMatch(each -> each.table().referredToBy(key));
    }
}
