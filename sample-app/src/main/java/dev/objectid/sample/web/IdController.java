package dev.objectid.sample.web;

import dev.objectid.ObjectId;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /ids/{hex}}: what an id tells by itself, with no database involved. */
@RestController
class IdController {

    @GetMapping("/ids/{hex}")
    IdView decode(@PathVariable("hex") ObjectId id) { // converted by ObjectId.valueOf(String)
        return IdView.of(id);
    }
}
