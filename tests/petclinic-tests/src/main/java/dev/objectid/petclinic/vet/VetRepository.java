package dev.objectid.petclinic.vet;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** The vets. */
public interface VetRepository extends JpaRepository<Vet, VetId> {

    List<Vet> findAllByOrderByLastName();
}
