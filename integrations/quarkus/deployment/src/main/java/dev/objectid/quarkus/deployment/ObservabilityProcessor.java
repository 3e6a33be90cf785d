package dev.objectid.quarkus.deployment;

import dev.objectid.quarkus.runtime.ObjectIdBuildTimeConfig;
import dev.objectid.quarkus.runtime.ObjectIdRecorder;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.annotations.Consume;
import io.quarkus.deployment.annotations.ExecutionTime;
import io.quarkus.deployment.annotations.Record;
import io.quarkus.deployment.metrics.MetricsCapabilityBuildItem;
import io.quarkus.deployment.metrics.MetricsFactoryConsumerBuildItem;
import io.quarkus.runtime.metrics.MetricsFactory;
import io.quarkus.smallrye.health.deployment.spi.HealthBuildItem;
import java.util.Optional;

/**
 * The generator seen from outside, only with the extensions that show it: Micrometer meters (quarkus-micrometer) and a
 * wellness health check (quarkus-smallrye-health). Each can be switched off at build time.
 */
class ObservabilityProcessor {

    static final String HEALTH_CHECK = "dev.objectid.quarkus.runtime.health.GeneratorHealthCheck";

    @BuildStep
    @Record(ExecutionTime.RUNTIME_INIT)
    @Consume(ProcessValueAppliedBuildItem.class)
    void meters(
            ObjectIdBuildTimeConfig config,
            Optional<MetricsCapabilityBuildItem> metrics,
            ObjectIdRecorder recorder,
            BuildProducer<MetricsFactoryConsumerBuildItem> consumers) {
        if (config.metrics().enabled()
                && metrics.isPresent()
                && metrics.get().metricsSupported(MetricsFactory.MICROMETER)) {
            consumers.produce(new MetricsFactoryConsumerBuildItem(recorder.generatorMeters()));
        }
    }

    @BuildStep
    HealthBuildItem health(ObjectIdBuildTimeConfig config, Capabilities capabilities) {
        return capabilities.isPresent(Capability.SMALLRYE_HEALTH)
                ? new HealthBuildItem(HEALTH_CHECK, config.health().enabled())
                : null;
    }
}
