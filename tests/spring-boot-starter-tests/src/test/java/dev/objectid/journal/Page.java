package dev.objectid.journal;

import dev.objectid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate with a plain ObjectId. */
@Table
public record Page(@Id ObjectId id, String title) {}
