package dev.objectid.benchmarks;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The command line of a benchmark: {@code --name value} options and {@code --flag}s, each one the benchmark knows;
 * an unknown argument or an option without its value is an error that names it.
 */
public final class CommandLine {

    private CommandLine() {}

    /**
     * The options and flags of {@code args}; a flag's value is {@code "true"}.
     *
     * @throws IllegalArgumentException for an argument that is neither, or an option without a value
     */
    public static Map<String, String> parse(String[] args, Set<String> options, Set<String> flags) {
        Map<String, String> parsed = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String name = args[i].startsWith("--") ? args[i].substring(2) : "";
            if (flags.contains(name)) {
                parsed.put(name, "true");
            } else if (!options.contains(name)) {
                throw new IllegalArgumentException("unknown argument '" + args[i] + "'");
            } else if (i + 1 >= args.length || args[i + 1].startsWith("--")) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            } else {
                parsed.put(name, args[++i]);
            }
        }
        return parsed;
    }

    /** An integer option, or {@code fallback} without it; {@code 1_000_000} is accepted. */
    public static int intOption(Map<String, String> options, String name, int fallback) {
        return Integer.parseInt(
                options.getOrDefault(name, String.valueOf(fallback)).replace("_", ""));
    }

    /**
     * An option the benchmark cannot run without.
     *
     * @throws IllegalArgumentException without it, naming it
     */
    public static String required(Map<String, String> options, String name) {
        String value = options.get(name);
        if (value == null) {
            throw new IllegalArgumentException("--" + name + " is required");
        }
        return value;
    }
}
