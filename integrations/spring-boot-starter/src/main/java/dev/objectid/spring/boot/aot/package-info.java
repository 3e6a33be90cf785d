/**
 * Spring AOT: what a native image needs of ObjectIds and of the application's typed ids, registered as runtime hints
 * when {@code spring-boot:process-aot} processes the application (listed in {@code META-INF/spring/aot.factories}).
 */
package dev.objectid.spring.boot.aot;
