package dev.objectid.aot;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The GraalVM metadata a build wrote into one directory, in either format: reachability-metadata.json (Spring
 * Framework 7: a {@code reflection} array of {@code type}s, {@code resources} as globs) or reflect-config.json and
 * resource-config.json (Spring Framework 6: {@code name}s, resources as regular expressions).
 */
final class NativeImageMetadata {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Type name to the attributes of its reflection entry. */
    private final Map<String, List<String>> reflection = new LinkedHashMap<>();
    /** The resources included, as regular expressions. */
    private final List<Pattern> resources = new ArrayList<>();

    static NativeImageMetadata read(Path directory) throws IOException {
        NativeImageMetadata metadata = new NativeImageMetadata();
        Path unified = directory.resolve("reachability-metadata.json");
        if (Files.exists(unified)) {
            JsonNode root = JSON.readTree(unified.toFile());
            metadata.addReflection(root.path("reflection"), "type");
            for (JsonNode resource : root.path("resources")) {
                if (resource.has("glob")) {
                    metadata.resources.add(globToRegex(resource.get("glob").asText()));
                }
            }
        } else {
            metadata.addReflection(
                    JSON.readTree(directory.resolve("reflect-config.json").toFile()), "name");
            JsonNode resources =
                    JSON.readTree(directory.resolve("resource-config.json").toFile());
            for (JsonNode include : resources.path("resources").path("includes")) {
                metadata.resources.add(Pattern.compile(include.get("pattern").asText()));
            }
        }
        if (metadata.reflection.isEmpty() || metadata.resources.isEmpty()) {
            throw new IllegalStateException("No reflection or no resource metadata in " + directory);
        }
        return metadata;
    }

    /** Whether a resource pattern includes {@code path}. */
    boolean includesResource(String path) {
        return resources.stream().anyMatch(pattern -> pattern.matcher(path).matches());
    }

    /** The attributes of the reflection entry of {@code type} ({@code allDeclaredMethods}, ...); fails if none. */
    List<String> reflection(String type) {
        List<String> attributes = reflection.get(type);
        if (attributes == null) {
            throw new AssertionError(type + " is not registered for reflection");
        }
        return attributes;
    }

    private void addReflection(JsonNode entries, String typeField) {
        for (JsonNode entry : entries) {
            if (entry.path(typeField).isTextual()) {
                List<String> attributes = new ArrayList<>();
                entry.fieldNames().forEachRemaining(attributes::add);
                reflection.put(entry.get(typeField).asText(), attributes);
            }
        }
    }

    /** native-image's globs: {@code *} within a directory, {@code **} across directories. */
    private static Pattern globToRegex(String glob) {
        StringBuilder regex = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            if (c == '*' && i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
                regex.append(".*");
                i++;
            } else if (c == '*') {
                regex.append("[^/]*");
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString());
    }
}
