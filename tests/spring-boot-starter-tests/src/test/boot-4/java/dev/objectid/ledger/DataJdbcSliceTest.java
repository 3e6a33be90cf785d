package dev.objectid.ledger;

import org.springframework.boot.data.jdbc.test.autoconfigure.DataJdbcTest;

/** {@link DataJdbcSliceContract} in {@code @DataJdbcTest} of Spring Boot 4. */
@DataJdbcTest
class DataJdbcSliceTest extends DataJdbcSliceContract {}
