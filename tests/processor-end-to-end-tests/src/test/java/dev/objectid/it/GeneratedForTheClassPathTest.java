package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The processor generates what the class path has: {@code PredicateSpecification} factories only when Spring Data
 * JPA 4 (which has that type) was on the class path it compiled the entities with. Run on Spring Data JPA 3.5 and 4
 * by the compatibility matrix.
 */
class GeneratedForTheClassPathTest {

    @Test
    void predicateSpecificationFactoriesExistExactlyWhenSpringDataHasPredicateSpecification() {
        boolean springData4 = exists("org.springframework.data.jpa.domain.PredicateSpecification");

        assertThat(exists("dev.objectid.it.shop.OrderCreatedPredicateSpecifications"))
                .isEqualTo(springData4);
        assertThat(exists("dev.objectid.it.shop.AuditEventCreatedPredicateSpecifications"))
                .isEqualTo(springData4);
        assertThat(exists("dev.objectid.it.shop.OrderCreatedSpecifications")).isTrue();
        assertThat(exists("dev.objectid.it.shop.OrderCreatedQueriesImpl")).isTrue();
    }

    private static boolean exists(String name) {
        try {
            Class.forName(name, false, GeneratedForTheClassPathTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
