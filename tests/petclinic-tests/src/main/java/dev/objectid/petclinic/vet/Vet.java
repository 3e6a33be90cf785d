package dev.objectid.petclinic.vet;

import dev.objectid.petclinic.model.Person;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.JoinTable;
import jakarta.persistence.ManyToMany;
import jakarta.persistence.Table;
import jakarta.xml.bind.annotation.XmlElement;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A vet; its id is a {@code VetId}. Served as JSON and, as in PetClinic, as XML through JAXB. */
@Entity
@Table(name = "vets")
public class Vet extends Person<VetId> {

    @ManyToMany(fetch = FetchType.EAGER)
    @JoinTable(
            name = "vet_specialties",
            joinColumns = @JoinColumn(name = "vet_id"),
            inverseJoinColumns = @JoinColumn(name = "specialty_id"))
    private Set<Specialty> specialties = new HashSet<>();

    @XmlElement
    public List<Specialty> getSpecialties() {
        return specialties.stream()
                .sorted(Comparator.comparing(Specialty::getName))
                .toList();
    }

    public void addSpecialty(Specialty specialty) {
        specialties.add(specialty);
    }
}
