package dev.objectid.clinic;

import dev.objectid.ObjectId;
import org.springframework.data.jpa.repository.JpaRepository;

public interface VisitRepository extends JpaRepository<Visit, ObjectId> {}
