package dev.objectid.openapi.pet;

import dev.objectid.ObjectId;
import dev.objectid.openapi.owner.OwnerId;
import dev.objectid.openapi.owner.OwnerRepository;
import dev.objectid.openapi.rest.api.PetsApi;
import dev.objectid.openapi.rest.dto.PetDto;
import dev.objectid.openapi.rest.dto.PetFieldsDto;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The generated {@link PetsApi}, implemented: a pet's id is an {@code ObjectId}, its owner's an {@code OwnerId}. */
@RestController
class PetsController implements PetsApi {

    private final PetRepository pets;
    private final OwnerRepository owners;

    PetsController(PetRepository pets, OwnerRepository owners) {
        this.pets = pets;
        this.owners = owners;
    }

    @Override
    public ResponseEntity<PetDto> addPet(PetFieldsDto fields) {
        return owners.findById(fields.getOwnerId())
                .map(owner -> pets.save(new Pet(fields.getName(), owner)))
                .map(pet -> ResponseEntity.status(HttpStatus.CREATED).body(dto(pet)))
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    @Override
    public ResponseEntity<PetDto> getPet(ObjectId petId) {
        return ResponseEntity.of(pets.findById(petId).map(PetsController::dto));
    }

    @Override
    public ResponseEntity<List<PetDto>> listPets(OwnerId ownerId) {
        return ResponseEntity.ok(pets.findByOwnerIdOrderById(ownerId).stream()
                .map(PetsController::dto)
                .toList());
    }

    private static PetDto dto(Pet pet) {
        return new PetDto(pet.getId(), pet.getName(), pet.getOwner().getId());
    }
}
