package dev.objectid.kotlin

import dev.objectid.hibernate.ObjectIdGenerated
import jakarta.persistence.Entity
import jakarta.persistence.Id
import jakarta.persistence.Table

/** A customer whose id is CustomerId, which objectid-processor generates through kapt. */
@Entity
@Table(name = "customers")
class Customer(
    var name: String,
) {
    @field:Id
    @field:ObjectIdGenerated
    var id: CustomerId? = null
}
