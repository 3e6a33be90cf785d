/**
 * objectid-jpa's Spring Boot auto-configurations, one package per technology, and what they share: the {@code objectid.*}
 * properties, which classes are ids, and the start-up failure the parts raise.
 */
package dev.objectid.spring.boot;
