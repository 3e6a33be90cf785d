package dev.objectid.kotlin

import org.springframework.boot.autoconfigure.SpringBootApplication

/** The Spring Boot application of the Kotlin suite: the entities and repositories of this package. */
@SpringBootApplication
class KotlinShopApplication
