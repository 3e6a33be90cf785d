package dev.objectid.metamodel;

import jakarta.persistence.Entity;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;

/** An invoice: its typed id comes from the generic base class. */
@Entity
@Getter
@Setter
@NoArgsConstructor
public class Invoice extends BaseEntity<InvoiceId> {

    private String number;
}
