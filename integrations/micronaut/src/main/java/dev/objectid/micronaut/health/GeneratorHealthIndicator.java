package dev.objectid.micronaut.health;

import dev.objectid.ObjectIdGenerator;
import dev.objectid.ProcessTrace;
import io.micronaut.context.annotation.Requires;
import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.AbstractHealthIndicator;
import io.micronaut.management.health.indicator.HealthIndicator;
import jakarta.inject.Singleton;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code objectid} indicator of Micronaut's {@code health} endpoint, always up: it shows what an id already tells
 * about this process, so that an id found anywhere leads back to the instance that made it: the generator's process
 * value (bytes 4..8 of every id it makes), whether the operator or the configuration assigned it, and how many seconds
 * the ids' timestamps run ahead of the wall clock (0 normally). The details of the Quarkus extension's check; host,
 * pid and the number of ids generated are left out, as no id shows them. {@code objectid.health.enabled=false} leaves
 * it out.
 */
@Singleton
@Requires(classes = HealthIndicator.class)
@Requires(property = "objectid.health.enabled", notEquals = "false")
final class GeneratorHealthIndicator extends AbstractHealthIndicator<Map<String, Object>> {

    static final String NAME = "objectid";

    @Override
    protected Map<String, Object> getHealthInformation() {
        healthStatus = HealthStatus.UP;
        ObjectIdGenerator generator = ObjectIdGenerator.shared();
        ProcessTrace trace = generator.processTrace();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("processValue", trace.processValueHex());
        details.put("assigned", trace.assigned());
        details.put("secondsAheadOfClock", generator.secondsAheadOfClock());
        return details;
    }

    @Override
    protected String getName() {
        return NAME;
    }
}
