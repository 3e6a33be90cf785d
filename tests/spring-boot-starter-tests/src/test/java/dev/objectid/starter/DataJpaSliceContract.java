package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.starter.shop.Customer;
import dev.objectid.starter.shop.CustomerId;
import dev.objectid.starter.shop.CustomerRepository;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * The starter's application in a {@code @DataJpaTest} slice (each Spring Boot line's {@code DataJpaSliceTest} carries
 * the annotation): typed ids are generated and stored as 12 bytes with nothing imported into the slice, because
 * Hibernate finds objectid-generator's type contributor by itself; the starter's web parts stay out.
 */
abstract class DataJpaSliceContract {

    @Autowired
    CustomerRepository customers;

    @Autowired
    EntityManager entityManager;

    @Autowired
    ApplicationContext context;

    @Test
    void typedIdsAreGeneratedStoredAsTwelveBytesAndFoundAgain() {
        Customer ada = customers.saveAndFlush(new Customer("Ada"));
        assertThat(ada.getId()).isNotNull();
        Object stored =
                entityManager.createNativeQuery("select id from customer").getSingleResult();
        assertThat(stored).isInstanceOf(byte[].class);
        assertThat((byte[]) stored).containsExactly(ada.getId().toByteArray());
        entityManager.clear();
        assertThat(customers.findById(CustomerId.valueOf(ada.getId().toString())))
                .get()
                .extracting(Customer::getName)
                .isEqualTo("Ada");
    }

    @Test
    void theWebPartsOfTheStarterStayOut() {
        assertThat(context.containsBean("objectIdProblemDetailsResolver")).isFalse();
        assertThat(context.containsBean("objectIdModelConverter")).isFalse();
    }
}
