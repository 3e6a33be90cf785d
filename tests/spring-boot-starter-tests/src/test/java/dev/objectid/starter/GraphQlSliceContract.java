package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.starter.shop.CustomerRepository;
import dev.objectid.starter.shop.NoteRepository;
import dev.objectid.starter.shop.PurchaseOrderRepository;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.graphql.execution.ErrorType;
import org.springframework.graphql.test.tester.GraphQlTester;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/**
 * The starter in a {@code @GraphQlTest} slice (the annotation moved between Spring Boot 3.5 and 4; each line's
 * {@code GraphQlSliceTest} carries it): the slice imports the starter's resolver of malformed id arguments.
 */
abstract class GraphQlSliceContract {

    @Autowired
    GraphQlTester graphQl;

    @MockitoBean
    CustomerRepository customers;

    @MockitoBean
    NoteRepository notes;

    @MockitoBean
    PurchaseOrderRepository orders;

    @Test
    void aMalformedIdArgumentIsABadRequest() {
        graphQl.document("{ customer(id: \"zz\") { id } }")
                .execute()
                .errors()
                .satisfy(errors -> assertThat(errors).singleElement().satisfies(error -> {
                    assertThat(error.getErrorType()).isEqualTo(ErrorType.BAD_REQUEST);
                    assertThat(error.getMessage())
                            .isEqualTo("Argument 'id': Invalid CustomerId \"zz\": length is 2, "
                                    + "expected 24 hexadecimal digits (0-9, a-f, A-F)");
                }));
    }
}
