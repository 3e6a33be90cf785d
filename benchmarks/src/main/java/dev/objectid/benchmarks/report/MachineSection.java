package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Optional;

/** {@code run.json}: the machine and the commands that produced the results; {@code machine.*}, {@code quick.*}. */
final class MachineSection implements Section {

    @Override
    public void fill(Results results, Page page) throws IOException {
        Optional<JsonNode> run = results.json(Results.RUN);
        if (run.isEmpty()) {
            return;
        }
        JsonNode m = run.get().path("machine");
        Table machine = new Table("", "")
                .row("CPU", m.path("cpu").asText())
                .row("Cores seen by the JVM", m.path("cores").asText())
                .row("Memory", m.path("memory").asText())
                .row("OS", m.path("os").asText() + " (" + m.path("kernel").asText() + ")")
                .row("JVM", m.path("java").asText());
        Table runs = new Table("Command", "CPU", "JVM", "Started", "Finished", "Load at start", "Load at end");
        for (JsonNode inv : run.get().path("invocations")) {
            runs.row(
                    "`" + inv.path("command").asText().strip() + "`",
                    inv.path("cpu").asText("–"),
                    inv.path("java").asText("–"),
                    inv.path("started").asText(),
                    inv.path("finished").asText("?"),
                    load(inv.path("loadAverageAtStart").asText()),
                    load(inv.path("loadAverageAtEnd").asText("")));
            JsonNode settings = inv.path("settings");
            if (settings.path("quick").asText().equals("1") && !page.has("quick")) {
                page.measured("quick")
                        .put("quick.jmh-opts", settings.path("JMH_OPTS").asText())
                        .put("quick.command", inv.path("command").asText().strip());
            }
        }
        page.measured("machine")
                .put("machine.table", machine)
                .put("machine.cores", m.path("cores").asText())
                .put("machine.runs", runs);
    }

    private static String load(String loadavg) {
        String[] parts = loadavg.split(" ");
        return parts.length >= 3 ? parts[0] + ", " + parts[1] + ", " + parts[2] : "?";
    }
}
