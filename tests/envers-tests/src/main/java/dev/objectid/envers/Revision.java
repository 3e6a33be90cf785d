package dev.objectid.envers;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.envers.RevisionEntity;
import org.hibernate.envers.RevisionNumber;
import org.hibernate.envers.RevisionTimestamp;

/**
 * The revision entity of docs/envers.md: Envers numbers revisions with an {@code int} or {@code long}, so the
 * revision number is a {@code long}, and an ObjectId column gives each revision an id that is unique everywhere and
 * carries its time.
 */
// tag::revision[]
@Entity
@Table(name = "revisions")
@RevisionEntity(RevisionAuthorListener.class)
public class Revision {

    @Id
    @GeneratedValue
    @RevisionNumber
    private long number; // what Envers needs: int or long

    @RevisionTimestamp
    private long timestamp;

    @ObjectIdGenerated
    @Column(name = "revision_id", nullable = false, unique = true, updatable = false)
    private ObjectId revisionId; // generated on insert, like an @Id

    private String author;
    // end::revision[]

    public long getNumber() {
        return number;
    }

    public long getTimestamp() {
        return timestamp;
    }

    public ObjectId getRevisionId() {
        return revisionId;
    }

    public String getAuthor() {
        return author;
    }

    void setAuthor(String author) {
        this.author = author;
    }
}
