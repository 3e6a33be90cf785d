package dev.objectid.petclinic.owner;

import jakarta.validation.Valid;
import java.util.Collection;
import org.springframework.stereotype.Controller;
import org.springframework.ui.ModelMap;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.InitBinder;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * The pet forms, as in PetClinic: the form posts the pet's id in a hidden field, empty for a new pet. No
 * {@code setDisallowedFields("id")} for the pet, no converter: the starter binds an empty id as null.
 */
@Controller
@RequestMapping("/owners/{ownerId}")
class PetController {

    private static final String FORM = "pets/createOrUpdatePetForm";

    private final OwnerRepository owners;
    private final PetTypeRepository types;

    PetController(OwnerRepository owners, PetTypeRepository types) {
        this.owners = owners;
        this.types = types;
    }

    /**
     * PetClinic's own binder setting, there with integer keys too: the pet form's {@code id} field is the pet's, never
     * the owner's. Nothing here is about ObjectIds.
     */
    @InitBinder("owner")
    void initOwnerBinder(WebDataBinder dataBinder) {
        dataBinder.setDisallowedFields("id");
    }

    @ModelAttribute("types")
    Collection<PetType> populatePetTypes() {
        return types.findAllByOrderByName();
    }

    @ModelAttribute("owner")
    Owner findOwner(@PathVariable OwnerId ownerId) {
        return owners.findById(ownerId).orElseThrow();
    }

    @GetMapping("/pets/new")
    String initCreationForm(Owner owner, ModelMap model) {
        model.put("pet", new Pet());
        return FORM;
    }

    @PostMapping("/pets/new")
    String processCreationForm(Owner owner, @Valid Pet pet, BindingResult result) {
        if (result.hasErrors()) {
            return FORM;
        }
        owner.addPet(pet);
        owners.save(owner);
        return "redirect:/owners/{ownerId}";
    }

    @GetMapping("/pets/{petId}/edit")
    String initUpdateForm(Owner owner, @PathVariable PetId petId, ModelMap model) {
        model.put("pet", owner.getPet(petId));
        return FORM;
    }

    @PostMapping("/pets/{petId}/edit")
    String processUpdateForm(Owner owner, @Valid Pet pet, BindingResult result) {
        if (result.hasErrors()) {
            return FORM;
        }
        Pet stored = owner.getPet(pet.getId());
        stored.setName(pet.getName());
        stored.setBirthDate(pet.getBirthDate());
        stored.setType(pet.getType());
        owners.save(owner);
        return "redirect:/owners/{ownerId}";
    }
}
