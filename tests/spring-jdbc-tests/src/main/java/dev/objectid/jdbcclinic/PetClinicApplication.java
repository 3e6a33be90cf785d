package dev.objectid.jdbcclinic;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * An application shaped like Spring PetClinic REST's {@code jdbc} profile, on typed ids: its repositories use Spring's
 * plain JDBC, built from the {@code DataSource} bean, and hold no code for ids; the starter makes that bean pass them.
 */
@SpringBootApplication
public class PetClinicApplication {

    public static void main(String[] args) {
        SpringApplication.run(PetClinicApplication.class, args);
    }
}
