package dev.objectid.quarkus.deployment;

import io.quarkus.builder.item.EmptyBuildItem;

/**
 * Marks that the step applying {@code quarkus.objectid.generator.process-value} has been recorded, so that the steps whose
 * recorded code creates the shared generator (the meters) run after it and find it with its configured value.
 */
public final class ProcessValueAppliedBuildItem extends EmptyBuildItem {}
