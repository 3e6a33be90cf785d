package dev.objectid.starter;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

/** {@link DataJpaSliceContract} in {@code @DataJpaTest} of Spring Boot 4. */
@DataJpaTest
class DataJpaSliceTest extends DataJpaSliceContract {}
