package dev.objectid.jdbcclinic.repository;

import dev.objectid.ObjectId;
import dev.objectid.jdbcclinic.model.OwnerId;
import java.util.List;

/**
 * What was done to owners, in a table whose ids are text: {@code char(24)} columns holding the 24 hexadecimal digits,
 * as a table read by tools that know only text keeps them.
 */
public interface AuditLog {

    /** Records {@code action} on {@code owner}; the entry's id is made here. */
    ObjectId record(OwnerId owner, String action);

    /** The entries of {@code owner}, oldest first. */
    List<AuditEntry> findByOwner(OwnerId owner);

    long countByOwner(OwnerId owner);

    /** Deletes the entry; whether there was one. */
    boolean delete(ObjectId entry);
}
