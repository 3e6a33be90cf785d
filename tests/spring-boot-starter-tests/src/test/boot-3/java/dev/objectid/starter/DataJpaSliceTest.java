package dev.objectid.starter;

import org.springframework.boot.test.autoconfigure.orm.jpa.DataJpaTest;

/** {@link DataJpaSliceContract} in {@code @DataJpaTest} of Spring Boot 3.5. */
@DataJpaTest
class DataJpaSliceTest extends DataJpaSliceContract {}
