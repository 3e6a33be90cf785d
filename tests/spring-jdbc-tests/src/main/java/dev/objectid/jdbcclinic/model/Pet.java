package dev.objectid.jdbcclinic.model;

import jakarta.persistence.Entity;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A pet, of a type, with its visits; it may have no owner (PetClinic REST's {@code owner_id} is nullable). */
@Entity
public class Pet extends NamedEntity<PetId> {

    private LocalDate birthDate;
    private PetType type;
    private Owner owner;
    private final List<Visit> visits = new ArrayList<>();

    public LocalDate getBirthDate() {
        return birthDate;
    }

    public void setBirthDate(LocalDate birthDate) {
        this.birthDate = birthDate;
    }

    public PetType getType() {
        return type;
    }

    public void setType(PetType type) {
        this.type = type;
    }

    public Owner getOwner() {
        return owner;
    }

    public void setOwner(Owner owner) {
        this.owner = owner;
    }

    /** The pet's visits, the latest first. */
    public List<Visit> getVisits() {
        List<Visit> sorted = new ArrayList<>(visits);
        sorted.sort(Comparator.comparing(Visit::getDate).reversed());
        return sorted;
    }

    public void addVisit(Visit visit) {
        visits.add(visit);
        visit.setPet(this);
    }
}
