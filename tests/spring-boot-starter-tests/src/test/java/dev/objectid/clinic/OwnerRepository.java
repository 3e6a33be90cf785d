package dev.objectid.clinic;

import org.springframework.data.jpa.repository.JpaRepository;

public interface OwnerRepository extends JpaRepository<Owner, OwnerId> {}
