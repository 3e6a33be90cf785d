package dev.objectid.petclinic.vet;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ResponseBody;

/** The vets as a page, and as JSON or XML for other clients, as in PetClinic. */
@Controller
class VetController {

    private final VetRepository vets;

    VetController(VetRepository vets) {
        this.vets = vets;
    }

    @GetMapping("/vets.html")
    String showVetList(Model model) {
        model.addAttribute("vets", vets.findAllByOrderByLastName());
        return "vets/vetList";
    }

    @GetMapping({"/vets"})
    @ResponseBody
    Vets showResourcesVetList() {
        Vets result = new Vets();
        result.getVetList().addAll(vets.findAllByOrderByLastName());
        return result;
    }
}
