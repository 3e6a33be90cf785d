package dev.objectid.quarkus.runtime.health;

import dev.objectid.ObjectIdGenerator;
import dev.objectid.ProcessTrace;
import io.smallrye.health.api.Wellness;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;

/**
 * The {@code objectid} check of SmallRye Health, in the wellness group ({@code /q/health/well}, and
 * {@code /q/health}): it does not take part in the liveness and readiness probes. It shows what an id already tells
 * about this process, so that an id found anywhere leads back to the instance that made it: the generator's process
 * value (bytes 4..8 of every id it makes), whether the operator or the configuration assigned it, and how many seconds
 * the ids' timestamps run ahead of the wall clock (0 normally). Host, pid and the number of ids generated are left
 * out: they are not in any id. Registered by the extension when SmallRye Health is present.
 */
@Wellness
public final class GeneratorHealthCheck implements HealthCheck {

    /** Created by Quarkus. */
    public GeneratorHealthCheck() {}

    @Override
    public HealthCheckResponse call() {
        ObjectIdGenerator generator = ObjectIdGenerator.shared();
        ProcessTrace trace = generator.processTrace();
        return HealthCheckResponse.named("objectid")
                .up()
                .withData("processValue", trace.processValueHex())
                .withData("assigned", trace.assigned())
                .withData("secondsAheadOfClock", generator.secondsAheadOfClock())
                .build();
    }
}
