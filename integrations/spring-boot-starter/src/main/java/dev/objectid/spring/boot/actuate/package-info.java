/** Spring Boot Actuator and Micrometer: the generator's {@code info} section and meters. */
package dev.objectid.spring.boot.actuate;
