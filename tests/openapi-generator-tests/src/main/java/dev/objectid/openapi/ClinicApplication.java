package dev.objectid.openapi;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A contract-first application: openapi-generator writes its DTOs and API interfaces from {@code openapi.yaml}, with
 * the spec's id schemas mapped to {@code ObjectId} and to the typed id objectid-processor generates; the controllers
 * implement the interfaces.
 */
@SpringBootApplication
public class ClinicApplication {

    public static void main(String[] args) {
        SpringApplication.run(ClinicApplication.class, args);
    }
}
