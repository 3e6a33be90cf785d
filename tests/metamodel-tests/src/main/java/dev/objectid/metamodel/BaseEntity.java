package dev.objectid.metamodel;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;
import lombok.Getter;
import lombok.Setter;

/** The id declared once, for entities that name its type: {@code Invoice extends BaseEntity<InvoiceId>}. */
@MappedSuperclass
@Getter
@Setter
public abstract class BaseEntity<ID extends Serializable> {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private ID id;
}
