package dev.objectid.envers;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import org.hibernate.envers.RevisionEntity;
import org.hibernate.envers.RevisionNumber;
import org.hibernate.envers.RevisionTimestamp;

/** A revision entity numbered by an ObjectId, which Envers refuses: its revision numbers are int or long. */
@Entity
@RevisionEntity
public class ObjectIdNumberedRevision {

    @Id
    @ObjectIdGenerated
    @RevisionNumber
    private ObjectId id;

    @RevisionTimestamp
    private long timestamp;
}
