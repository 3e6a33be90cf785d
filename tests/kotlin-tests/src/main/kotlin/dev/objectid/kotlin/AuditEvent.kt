package dev.objectid.kotlin

import dev.objectid.ObjectId
import dev.objectid.hibernate.ObjectIdGenerated
import jakarta.persistence.Entity
import jakarta.persistence.Id
import jakarta.persistence.Table

/**
 * An entity with a plain ObjectId id: it needs no annotation processor at all, so it works the same in a build with
 * KSP instead of kapt, or with neither.
 */
@Entity
@Table(name = "audit_events")
class AuditEvent(
    var action: String,
    @field:Id
    @field:ObjectIdGenerated
    var id: ObjectId? = null,
)
