package dev.objectid.stacks.mybatis;

import dev.objectid.ObjectId;

/** A row of {@code events} or {@code legacy_events}: a plain ObjectId, in binary or in hex. */
public record EventRow(ObjectId id, String kind) {}
