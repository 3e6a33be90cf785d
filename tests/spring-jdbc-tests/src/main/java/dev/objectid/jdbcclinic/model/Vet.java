package dev.objectid.jdbcclinic.model;

import jakarta.persistence.Entity;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A vet and the specialties they have. */
@Entity
public class Vet extends Person<VetId> {

    private final Set<Specialty> specialties = new LinkedHashSet<>();

    /** The vet's specialties, by name. */
    public List<Specialty> getSpecialties() {
        List<Specialty> sorted = new ArrayList<>(specialties);
        sorted.sort(Comparator.comparing(Specialty::getName));
        return sorted;
    }

    public void addSpecialty(Specialty specialty) {
        specialties.add(specialty);
    }

    public void clearSpecialties() {
        specialties.clear();
    }
}
