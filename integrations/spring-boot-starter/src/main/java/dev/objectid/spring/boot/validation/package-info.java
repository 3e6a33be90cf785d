/**
 * Bean Validation: {@code @Pattern} and {@code @Size} on an ObjectId or a typed id hold its text form, the 24
 * hexadecimal digits it has in JSON and in URLs. openapi-generator's Spring code puts both on every parameter whose
 * schema has a {@code pattern} or a length, whatever Java type the schema is mapped to; Hibernate Validator refuses
 * them on a type that is not a {@code CharSequence} unless validators are contributed, which these classes are, through
 * {@code META-INF/services/jakarta.validation.ConstraintValidator}. They are public only for the service loader.
 */
package dev.objectid.spring.boot.validation;
