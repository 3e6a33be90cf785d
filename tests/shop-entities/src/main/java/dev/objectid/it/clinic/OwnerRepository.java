package dev.objectid.it.clinic;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;

/** Owners by their typed id, with the helpers generated for {@link Owner}. */
// tag::owner-repository[]
public interface OwnerRepository
        extends JpaRepository<Owner, OwnerId>, JpaSpecificationExecutor<Owner>, OwnerCreatedQueries {}
// end::owner-repository[]
