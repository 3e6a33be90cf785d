package dev.objectid.ledger;

import org.springframework.boot.test.autoconfigure.data.jdbc.DataJdbcTest;

/** {@link DataJdbcSliceContract} in {@code @DataJdbcTest} of Spring Boot 3.5. */
@DataJdbcTest
class DataJdbcSliceTest extends DataJdbcSliceContract {}
