package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** Ids the application may assign (imports, back-filled data); generated only when left null. */
@Entity
public class ImportedRecord {

    // tag::allow-assigned[]
    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private ObjectId id;
    // end::allow-assigned[]

    @ObjectIdGenerated(allowAssigned = true)
    private ObjectId batch;

    private String payload;

    protected ImportedRecord() {}

    public ImportedRecord(ObjectId id, String payload) {
        this.id = id;
        this.payload = payload;
    }

    public ObjectId getId() {
        return id;
    }

    public ObjectId getBatch() {
        return batch;
    }

    public void setBatch(ObjectId batch) {
        this.batch = batch;
    }

    public String getPayload() {
        return payload;
    }
}
