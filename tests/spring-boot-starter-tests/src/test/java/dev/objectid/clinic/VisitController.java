package dev.objectid.clinic;

import org.springframework.stereotype.Controller;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;

/** Visits: a form whose hidden id is a plain ObjectId. */
@Controller
public class VisitController {

    private final VisitRepository visits;

    public VisitController(VisitRepository visits) {
        this.visits = visits;
    }

    @PostMapping("/visits/new")
    public String create(@ModelAttribute("visit") Visit visit, BindingResult result) {
        if (result.hasErrors()) {
            return "visits/form";
        }
        visits.save(visit);
        return "redirect:/pets";
    }
}
