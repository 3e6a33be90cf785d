package dev.objectid.starter;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.objectid.starter.shop.CustomerRepository;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/**
 * The starter in a {@code @WebMvcTest} slice (the annotation moved between Spring Boot 3.5 and 4; each line's
 * {@code WebMvcSliceTest} carries it): the slice imports the starter's problem details, and Spring Boot's
 * auto-configured Jackson reads and writes ids as hex.
 */
abstract class WebMvcSliceContract {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    CustomerRepository customers;

    @Test
    void aMalformedIdIsAProblem() throws Exception {
        mvc.perform(get("/shop/customers/zz"))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.parameter").value("id"))
                .andExpect(jsonPath("$.value").value("zz"))
                .andExpect(jsonPath("$.detail")
                        .value("Path variable 'id': Invalid CustomerId \"zz\": length is 2, "
                                + "expected 24 hexadecimal digits (0-9, a-f, A-F)"));
        mvc.perform(post("/shop/orders").contentType(MediaType.APPLICATION_JSON).content("{\"related\":[\"q\"]}"))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.field").value("related[0]"))
                .andExpect(jsonPath("$.value").value("q"));
    }

    @Test
    void idsAreHexInJson() throws Exception {
        mvc.perform(post("/shop/orders")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"customerId\":\"6740C5E1A3F29B04C7000001\",\"referrals\":{"
                                + "\"6740c5e1a3f29b04c7000002\":1}}"))
                .andExpect(status().isCreated())
                .andExpect(jsonPath("$.customerId").value("6740c5e1a3f29b04c7000001"))
                .andExpect(jsonPath("$.referrals.6740c5e1a3f29b04c7000002").value(1))
                .andExpect(jsonPath("$.id").value(org.hamcrest.Matchers.matchesPattern("[0-9a-f]{24}")));
    }
}
