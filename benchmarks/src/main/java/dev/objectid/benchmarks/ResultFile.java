package dev.objectid.benchmarks;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** A benchmark's raw result: indented JSON in {@code benchmarks/results/}, which the report reads. */
public final class ResultFile {

    private ResultFile() {}

    /** Writes {@code result} to {@code file}, making its directory if needed. */
    public static void write(Map<String, Object> result, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), result);
    }
}
