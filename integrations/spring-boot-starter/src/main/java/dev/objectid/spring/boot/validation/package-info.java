/**
 * Bean Validation: {@code @Pattern} and {@code @Size} on an ObjectId or a typed id hold its text form, the 24
 * hexadecimal digits it has in JSON and in URLs. openapi-generator's Spring code puts both on every parameter whose
 * schema has a {@code pattern} or a length, whatever Java type the schema is mapped to, and Hibernate Validator has no
 * validator of either for an id: it refuses to validate the call. These validators are contributed through
 * {@code META-INF/services/jakarta.validation.ConstraintValidator}, which Hibernate Validator reads; they are public
 * only for the service loader.
 */
package dev.objectid.spring.boot.validation;
