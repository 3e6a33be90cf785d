package dev.objectid.starter;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.objectid.starter.shop.CustomerRepository;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/**
 * {@code objectid.jackson.extended-json=true} in a {@code @WebMvcTest} slice (each line's
 * {@code ExtendedJsonWebMvcSliceTest} carries the annotation): the slice imports the switch, so a controller's JSON has
 * the ids as {@code {"$oid": "…"}}, as in the application, and reads both forms.
 */
@TestPropertySource(properties = "objectid.jackson.extended-json=true")
abstract class ExtendedJsonWebMvcSliceContract {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    CustomerRepository customers;

    @Test
    void idsAreExtendedJson() throws Exception {
        mvc.perform(post("/shop/orders")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"customerId\":{\"$oid\":\"6740C5E1A3F29B04C7000001\"},"
                                + "\"related\":[\"66322ec0a1b2c3d4e50f1e2d\"],\"referrals\":{"
                                + "\"6740c5e1a3f29b04c7000002\":1}}"))
                .andExpect(status().isCreated())
                .andExpect(jsonPath("$.customerId['$oid']").value("6740c5e1a3f29b04c7000001"))
                .andExpect(jsonPath("$.related[0]['$oid']").value("66322ec0a1b2c3d4e50f1e2d"))
                .andExpect(jsonPath("$.referrals.6740c5e1a3f29b04c7000002").value(1))
                .andExpect(jsonPath("$.id['$oid']").value(Matchers.matchesPattern("[0-9a-f]{24}")));
    }
}
