package dev.objectid.it.faults;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/**
 * A row a {@link FaultWorker} inserts: its generated id, the writer, the row's number in the writer's sequence, and the
 * wall clock (as the writer's JVM sees it) read just before the id was generated.
 */
@Entity
public class FaultRow {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private String writer;
    private long seq;
    private long clock;

    protected FaultRow() {}

    FaultRow(String writer, long seq, long clock) {
        this.writer = writer;
        this.seq = seq;
        this.clock = clock;
    }

    ObjectId getId() {
        return id;
    }
}
