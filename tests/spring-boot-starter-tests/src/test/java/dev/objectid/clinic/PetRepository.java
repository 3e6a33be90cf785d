package dev.objectid.clinic;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface PetRepository extends JpaRepository<Pet, PetId> {

    List<Pet> findByOwnerId(OwnerId ownerId);
}
