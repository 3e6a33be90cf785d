package dev.objectid.quarkus.deployment;

import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildStep;

/**
 * Quarkus's JSON-B (Yasson): objectid-core's serializer and deserializer registered in the application's
 * {@code JsonbConfig}, through a {@code JsonbConfigCustomizer} bean, so that ids are their hexadecimal string also
 * where Yasson does not follow their annotations (the items of a collection, array, map or {@code Optional} an endpoint
 * returns). The customizer is named by its name: the JSON-B API it implements is on the class path only with Quarkus's
 * JSON-B.
 */
class JsonbProcessor {

    static final String CUSTOMIZER = "dev.objectid.quarkus.runtime.jsonb.IdJsonbConfigCustomizer";

    @BuildStep
    AdditionalBeanBuildItem customizer(Capabilities capabilities) {
        return capabilities.isPresent(Capability.JSONB) ? AdditionalBeanBuildItem.unremovableOf(CUSTOMIZER) : null;
    }
}
