package dev.objectid.jdbcclinic.model;

import jakarta.persistence.Entity;
import java.time.LocalDate;

/** A visit of a pet to the clinic. */
@Entity
public class Visit extends BaseEntity<VisitId> {

    private LocalDate date = LocalDate.now();
    private String description;
    private Pet pet;

    public LocalDate getDate() {
        return date;
    }

    public void setDate(LocalDate date) {
        this.date = date;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    public Pet getPet() {
        return pet;
    }

    public void setPet(Pet pet) {
        this.pet = pet;
    }
}
