package dev.objectid.metamodel;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import lombok.Getter;
import lombok.Setter;

/** A plain ObjectId id, which the metamodel always had: the control. */
@Entity
@Getter
@Setter
public class AuditEvent {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private String action;
}
