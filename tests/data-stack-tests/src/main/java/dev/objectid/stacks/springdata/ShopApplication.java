package dev.objectid.stacks.springdata;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Import;

/** The Spring Boot application of the Spring Data JDBC suite: the aggregates and repositories of this package. */
@SpringBootApplication
@Import(ObjectIdJdbcSetup.class)
public class ShopApplication {}
