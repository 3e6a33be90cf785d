package dev.objectid.quarkus.runtime;

import io.quarkus.runtime.RuntimeValue;
import io.quarkus.runtime.annotations.Recorder;
import io.quarkus.runtime.metrics.MetricsFactory;
import jakarta.inject.Inject;
import java.util.function.Consumer;

/** What the extension's build steps record to run when the application starts. */
@Recorder
public class ObjectIdRecorder {

    private final RuntimeValue<ObjectIdRuntimeConfig> config;

    /**
     * Created by Quarkus.
     *
     * @param config the run-time configuration
     */
    @Inject
    public ObjectIdRecorder(RuntimeValue<ObjectIdRuntimeConfig> config) {
        this.config = config;
    }

    /** Applies {@code quarkus.objectid.generator.process-value} to the shared generator, when it is set. */
    public void assignProcessValue() {
        config.getValue().generator().processValue().ifPresent(ProcessValueAssignment::apply);
    }

    /**
     * Registers the generator's meters.
     *
     * @return what registers them with the application's metrics system
     */
    public Consumer<MetricsFactory> generatorMeters() {
        return new GeneratorMeters();
    }
}
