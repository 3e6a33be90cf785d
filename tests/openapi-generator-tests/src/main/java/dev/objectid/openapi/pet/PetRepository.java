package dev.objectid.openapi.pet;

import dev.objectid.ObjectId;
import dev.objectid.openapi.owner.OwnerId;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface PetRepository extends JpaRepository<Pet, ObjectId> {

    List<Pet> findByOwnerIdOrderById(OwnerId ownerId);
}
