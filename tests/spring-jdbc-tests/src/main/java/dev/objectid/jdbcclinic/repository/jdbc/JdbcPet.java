package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.OwnerId;
import dev.objectid.jdbcclinic.model.Pet;
import dev.objectid.jdbcclinic.model.PetTypeId;

/** A pet as its row holds it: the ids of its type and owner, for the repository to find those by. */
class JdbcPet extends Pet {

    private PetTypeId typeId;
    private OwnerId ownerId;

    PetTypeId getTypeId() {
        return typeId;
    }

    void setTypeId(PetTypeId typeId) {
        this.typeId = typeId;
    }

    /** Null for a pet without an owner. */
    OwnerId getOwnerId() {
        return ownerId;
    }

    void setOwnerId(OwnerId ownerId) {
        this.ownerId = ownerId;
    }
}
