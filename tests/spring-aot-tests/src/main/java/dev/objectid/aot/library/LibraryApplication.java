package dev.objectid.aot.library;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A library: authors with {@code ObjectId}s, books with a typed id and a reference to their author. Built with
 * {@code spring-boot:process-aot} and started with {@code -Dspring.aot.enabled=true}.
 */
@SpringBootApplication
public class LibraryApplication {

    public static void main(String[] args) {
        SpringApplication.run(LibraryApplication.class, args);
    }
}
