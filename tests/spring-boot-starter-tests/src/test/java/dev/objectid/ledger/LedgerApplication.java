package dev.objectid.ledger;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.PropertySource;

/**
 * A Spring Data JDBC application with ObjectIds and typed ids and no configuration of its own: the starter registers
 * the converters and the id generation. Its own package and properties, apart from the JPA shop of
 * {@code dev.objectid.starter}.
 */
@SpringBootApplication
@PropertySource("classpath:ledger.properties")
public class LedgerApplication {}
