package dev.objectid.clinic;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A server-rendered application shaped like Spring PetClinic: Thymeleaf forms for owners' pets and their visits, with
 * the entity's id in a hidden field, and nothing configured for ids (no binder settings, no converters).
 */
@SpringBootApplication
public class ClinicApplication {}
