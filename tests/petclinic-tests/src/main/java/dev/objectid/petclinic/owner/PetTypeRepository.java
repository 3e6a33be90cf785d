package dev.objectid.petclinic.owner;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** The kinds of pet, for the pet form. */
public interface PetTypeRepository extends JpaRepository<PetType, PetTypeId> {

    List<PetType> findAllByOrderByName();
}
