package dev.objectid.jdbi;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.jdbi.v3.core.qualifier.Qualifier;

/**
 * Qualifies an {@link dev.objectid.ObjectId} or typed id whose column holds the 24 lower-case hexadecimal digits
 * ({@code char(24)}, as databases migrated from MongoDB often have) rather than the 12 bytes: it binds as that text.
 * Mapping reads both formats with or without it. Put it where Jdbi reads qualifiers: on a SQL Object parameter
 * ({@code @Bind("id") @HexObjectId ObjectId id}), on a bean's getter or field, on a record component, or in
 * {@code bindByType("id", id, QualifiedType.of(ObjectId.class).with(HexObjectId.class))}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
@Qualifier
public @interface HexObjectId {}
