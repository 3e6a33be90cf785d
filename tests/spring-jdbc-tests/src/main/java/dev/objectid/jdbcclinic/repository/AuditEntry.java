package dev.objectid.jdbcclinic.repository;

import dev.objectid.ObjectId;
import dev.objectid.jdbcclinic.model.OwnerId;

/** An entry of the {@link AuditLog}. */
public record AuditEntry(ObjectId id, OwnerId ownerId, String action) {}
