/** Spring Data JPA: a clear error for {@code save()} of a new entity whose generated id the application set. */
package dev.objectid.spring.boot.data.jpa;
