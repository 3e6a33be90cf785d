package dev.objectid.imports;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * An application that loads rows whose ids are given (an import, seed data, a Spring Data REST {@code PUT} of a new
 * id) through Spring Data's {@code save}: each entity tells Spring Data whether it is new, so that {@code save} inserts
 * it with {@code persist} (no select, no overwrite of an existing row).
 */
@SpringBootApplication
public class ImportApplication {}
