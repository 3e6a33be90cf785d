package dev.objectid.openapi.owner;

import dev.objectid.openapi.rest.api.OwnersApi;
import dev.objectid.openapi.rest.dto.OwnerDto;
import dev.objectid.openapi.rest.dto.OwnerFieldsDto;
import java.util.List;
import org.springframework.data.domain.Sort;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The generated {@link OwnersApi}, implemented: the path variable is an {@code OwnerId}, as the spec maps it. */
@RestController
class OwnersController implements OwnersApi {

    private final OwnerRepository owners;

    OwnersController(OwnerRepository owners) {
        this.owners = owners;
    }

    @Override
    public ResponseEntity<OwnerDto> addOwner(OwnerFieldsDto fields) {
        Owner owner = owners.save(new Owner(fields.getName()));
        return ResponseEntity.status(HttpStatus.CREATED).body(dto(owner));
    }

    @Override
    public ResponseEntity<OwnerDto> getOwner(OwnerId ownerId) {
        return ResponseEntity.of(owners.findById(ownerId).map(OwnersController::dto));
    }

    @Override
    public ResponseEntity<List<OwnerDto>> listOwners() {
        return ResponseEntity.ok(owners.findAll(Sort.by("id")).stream()
                .map(OwnersController::dto)
                .toList());
    }

    static OwnerDto dto(Owner owner) {
        return new OwnerDto(owner.getId(), owner.getName());
    }
}
