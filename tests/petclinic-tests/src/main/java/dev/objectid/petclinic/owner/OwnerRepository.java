package dev.objectid.petclinic.owner;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** Owners, found by last name as in PetClinic. */
public interface OwnerRepository extends JpaRepository<Owner, OwnerId> {

    List<Owner> findByLastNameStartingWithOrderByLastName(String lastName);
}
