package dev.objectid.petclinic.owner;

import jakarta.validation.Valid;
import java.util.List;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

/** Owners: search, details, and the create and edit forms, as in PetClinic (with no binder settings). */
@Controller
class OwnerController {

    private static final String FORM = "owners/createOrUpdateOwnerForm";

    private final OwnerRepository owners;

    OwnerController(OwnerRepository owners) {
        this.owners = owners;
    }

    @GetMapping("/owners/new")
    String initCreationForm(Model model) {
        model.addAttribute("owner", new Owner());
        return FORM;
    }

    @PostMapping("/owners/new")
    String processCreationForm(@Valid Owner owner, BindingResult result) {
        if (result.hasErrors()) {
            return FORM;
        }
        owners.save(owner);
        return "redirect:/owners/" + owner.getId();
    }

    @GetMapping("/owners")
    String processFindForm(@RequestParam(defaultValue = "") String lastName, Model model) {
        List<Owner> found = owners.findByLastNameStartingWithOrderByLastName(lastName);
        if (found.size() == 1) {
            return "redirect:/owners/" + found.get(0).getId();
        }
        model.addAttribute("listOwners", found);
        return "owners/ownersList";
    }

    @GetMapping("/owners/{ownerId}/edit")
    String initUpdateOwnerForm(@PathVariable OwnerId ownerId, Model model) {
        model.addAttribute("owner", owners.findById(ownerId).orElseThrow());
        return FORM;
    }

    @PostMapping("/owners/{ownerId}/edit")
    String processUpdateOwnerForm(@Valid Owner owner, BindingResult result, @PathVariable OwnerId ownerId) {
        if (result.hasErrors()) {
            return FORM;
        }
        Owner stored = owners.findById(ownerId).orElseThrow();
        stored.setFirstName(owner.getFirstName());
        stored.setLastName(owner.getLastName());
        stored.setAddress(owner.getAddress());
        stored.setCity(owner.getCity());
        stored.setTelephone(owner.getTelephone());
        owners.save(stored);
        return "redirect:/owners/" + ownerId;
    }

    @GetMapping("/owners/{ownerId}")
    ModelAndView showOwner(@PathVariable OwnerId ownerId) {
        return new ModelAndView(
                "owners/ownerDetails", "owner", owners.findById(ownerId).orElseThrow());
    }
}
