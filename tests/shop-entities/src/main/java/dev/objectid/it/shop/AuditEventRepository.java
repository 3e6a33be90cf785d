package dev.objectid.it.shop;

import dev.objectid.ObjectId;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;

/** Audit events, whose id is a plain ObjectId: the same helpers as for typed ids. */
public interface AuditEventRepository
        extends JpaRepository<AuditEvent, ObjectId>, JpaSpecificationExecutor<AuditEvent>, AuditEventCreatedQueries {

    List<AuditEvent> findByIdGreaterThanEqualAndIdLessThan(ObjectId from, ObjectId to);
}
