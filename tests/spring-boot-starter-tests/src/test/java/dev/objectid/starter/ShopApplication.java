package dev.objectid.starter;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A Spring Boot application as a user writes one, with objectid-spring-boot-starter and nothing configured for it:
 * entities with typed ids, a controller, repositories exported by Spring Data REST, springdoc and Actuator.
 */
@SpringBootApplication
public class ShopApplication {

    public static void main(String[] args) {
        SpringApplication.run(ShopApplication.class, args);
    }
}
