package dev.objectid.benchmarks;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Records what the benchmarks ran on and how they were started, in {@code run.json} next to the raw results:
 * {@code MachineInfo start <run.json> <command> [key=value...]} at the start of an invocation of {@code run.sh},
 * {@code MachineInfo end <run.json>} at its end (the finish time and the load average then, a hint of how busy the
 * machine was). A full run starts a new file; a run of some suites only is appended to the invocations, because the
 * raw results then come from more than one command.
 */
public final class MachineInfo {

    private MachineInfo() {}

    public static void main(String[] args) throws IOException {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        Path out = Path.of(args[1]);
        ObjectNode run = Files.exists(out) ? (ObjectNode) json.readTree(out.toFile()) : json.createObjectNode();
        ArrayNode invocations =
                run.has("invocations") ? (ArrayNode) run.get("invocations") : run.putArray("invocations");
        if (args[0].equals("end")) {
            ObjectNode last = (ObjectNode) invocations.get(invocations.size() - 1);
            last.put("finished", Instant.now().toString());
            last.put("loadAverageAtEnd", read("/proc/loadavg"));
            json.writeValue(out.toFile(), run);
            return;
        }
        ObjectNode invocation = invocations.addObject();
        invocation.put("command", args[2]);
        invocation.put("started", Instant.now().toString());
        invocation.put("loadAverageAtStart", read("/proc/loadavg"));
        ObjectNode settings = invocation.putObject("settings");
        for (int i = 3; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            settings.put(args[i].substring(0, eq), args[i].substring(eq + 1));
        }
        ObjectNode machine = run.putObject("machine");
        machine.put("cpu", cpuModel());
        machine.put("cores", Runtime.getRuntime().availableProcessors());
        machine.put("memory", memTotal());
        machine.put("os", osName());
        machine.put(
                "kernel",
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"));
        machine.put(
                "java",
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version") + " ("
                        + System.getProperty("java.vendor") + ")");
        // the machine above is the last invocation's; each invocation keeps its own CPU and JVM
        invocation.put("cpu", machine.get("cpu").asText());
        invocation.put("java", machine.get("java").asText());
        Files.createDirectories(out.toAbsolutePath().getParent());
        json.writeValue(out.toFile(), run);
    }

    private static String cpuModel() {
        return lines("/proc/cpuinfo").stream()
                .filter(l -> l.startsWith("model name"))
                .map(l -> l.split(":", 2)[1].strip())
                .distinct()
                .collect(Collectors.joining(", "));
    }

    private static String memTotal() {
        return lines("/proc/meminfo").stream()
                .filter(l -> l.startsWith("MemTotal"))
                .findFirst()
                .map(l -> {
                    long kb = Long.parseLong(l.replaceAll("\\D", ""));
                    return String.format(java.util.Locale.ROOT, "%.1f GiB", kb / 1024.0 / 1024.0);
                })
                .orElse("?");
    }

    private static String osName() {
        Map<String, String> release = lines("/etc/os-release").stream()
                .filter(l -> l.contains("="))
                .collect(Collectors.toMap(
                        l -> l.substring(0, l.indexOf('=')),
                        l -> l.substring(l.indexOf('=') + 1).replace("\"", ""),
                        (a, b) -> a));
        return release.getOrDefault("PRETTY_NAME", System.getProperty("os.name"));
    }

    private static String read(String file) {
        return String.join(" ", lines(file)).strip();
    }

    private static List<String> lines(String file) {
        try {
            return Files.readAllLines(Path.of(file));
        } catch (IOException e) {
            return List.of();
        }
    }
}
