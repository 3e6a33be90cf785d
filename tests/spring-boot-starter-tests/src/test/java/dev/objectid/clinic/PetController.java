package dev.objectid.clinic;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;

/** Pets, as PetClinic's controllers are written: no {@code @InitBinder}, no id handling of its own. */
@Controller
@RequestMapping("/pets")
public class PetController {

    static final String FORM = "pets/form";

    private final PetRepository pets;
    private final OwnerRepository owners;

    public PetController(PetRepository pets, OwnerRepository owners) {
        this.pets = pets;
        this.owners = owners;
    }

    @ModelAttribute("owners")
    public Iterable<Owner> owners() {
        return owners.findAll();
    }

    @GetMapping
    public String list(@ModelAttribute("search") PetSearch search, Model model) {
        model.addAttribute("pets", search.ownerId() == null ? pets.findAll() : pets.findByOwnerId(search.ownerId()));
        return "pets/list";
    }

    @GetMapping("/new")
    public String createForm(Model model) {
        model.addAttribute("pet", new Pet());
        return FORM;
    }

    // tag::create[]
    @PostMapping("/new")
    public String create(@ModelAttribute("pet") Pet pet, BindingResult result) {
        if (result.hasErrors()) {
            return FORM; // a malformed id: the form again, with the field error
        }
        return "redirect:/pets/" + pets.save(pet).getId() + "/edit"; // an empty id: null, Hibernate generates one
    }
    // end::create[]

    @GetMapping("/{petId}/edit")
    public String editForm(@PathVariable PetId petId, Model model) {
        model.addAttribute("pet", pets.findById(petId).orElseThrow());
        return FORM;
    }

    @PostMapping("/{petId}/edit")
    public String edit(@ModelAttribute("pet") Pet pet, BindingResult result) {
        if (result.hasErrors()) {
            return FORM;
        }
        pets.save(pet);
        return "redirect:/pets";
    }
}
